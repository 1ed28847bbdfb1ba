import { createHash } from "node:crypto";

const PALETTES = [
  {
    sky: ["#7ec8f0", "#d6f0ff"],
    sea: ["#1c7fc4", "#0d5a8f"],
    sand: "#f3e2b3",
    wall: "#ffffff",
    accent: "#2a6fdb",
  },
  {
    sky: ["#ffb86b", "#ffe2b8"],
    sea: ["#1aa0b8", "#0b6f82"],
    sand: "#f1d9a8",
    wall: "#fff6e8",
    accent: "#c2410c",
  },
  {
    sky: ["#5fb4ec", "#c8e9ff"],
    sea: ["#1f8fd1", "#0c5f96"],
    sand: "#eadbb4",
    wall: "#fdf2e0",
    accent: "#0f766e",
  },
  {
    sky: ["#a5c8ff", "#eef5ff"],
    sea: ["#3b82f6", "#1e3a8a"],
    sand: "#e7d7b2",
    wall: "#f8fafc",
    accent: "#7c3aed",
  },
];

/**
 * A hotel's photo as an SVG scene, the same every time for the same hotel and number: the building,
 * its pool, the beach or the snow, in one of a few palettes. Width and height set the picture's
 * size; SVG has no lossy quality, so quality only travels in the URL for the cache key.
 */
export function hotelScene(
  hotelCode: string,
  index: number,
  width: number,
  height: number,
  ski: boolean,
): string {
  const hash = createHash("sha256").update(`${hotelCode}/${index}`).digest();
  const palette = PALETTES[hash[0]! % PALETTES.length]!;
  const storeys = 2 + (hash[1]! % 5);
  const wings = 1 + (hash[2]! % 3);
  const kind = (index - 1 + (hash[3]! % 2)) % 3;
  const windows: string[] = [];
  for (let wing = 0; wing < wings; wing += 1) {
    const x = 40 + wing * 110;
    for (let storey = 0; storey < storeys; storey += 1) {
      for (let column = 0; column < 3; column += 1) {
        windows.push(
          `<rect x="${x + 12 + column * 28}" y="${172 - storey * 24}" width="16" height="14" rx="2" fill="${palette.accent}" opacity=".75"/>`,
        );
      }
    }
  }
  const building = Array.from({ length: wings }, (_, wing) => {
    const x = 40 + wing * 110;
    const top = 160 - storeys * 24;
    return `<rect x="${x}" y="${top}" width="100" height="${200 - top}" fill="${palette.wall}"/><rect x="${x - 4}" y="${top - 8}" width="108" height="10" fill="${palette.accent}"/>`;
  }).join("");
  const ground = ski
    ? `<path d="M0 190 L120 120 L200 170 L290 90 L400 180 V260 H0Z" fill="#ffffff"/><path d="M290 90 L310 105 L270 105Z" fill="#dbeafe"/>`
    : `<rect y="200" width="400" height="60" fill="url(#sea)"/><path d="M0 235 Q100 222 200 235 T400 235 V260 H0Z" fill="${palette.sand}"/>`;
  const pool =
    kind === 1 && !ski
      ? `<rect x="230" y="205" width="140" height="26" rx="8" fill="#38bdf8" stroke="#fff" stroke-width="3"/>`
      : "";
  const sun = `<circle cx="${320 + (hash[4]! % 50)}" cy="${50 + (hash[5]! % 30)}" r="${18 + (hash[6]! % 14)}" fill="#fff3b0"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ski ? "#93c5fd" : palette.sky[0]}"/><stop offset="1" stop-color="${ski ? "#e0f2fe" : palette.sky[1]}"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sea[0]}"/><stop offset="1" stop-color="${palette.sea[1]}"/></linearGradient></defs>
<rect width="400" height="260" fill="url(#sky)"/>${sun}${ground}${kind === 2 ? "" : building}${kind === 2 ? "" : windows.join("")}${pool}
${kind === 2 ? `<rect x="60" y="120" width="280" height="110" rx="10" fill="${palette.wall}"/><rect x="90" y="150" width="220" height="50" rx="8" fill="${palette.accent}" opacity=".85"/><rect x="100" y="135" width="60" height="22" rx="6" fill="#fff"/><rect x="240" y="135" width="60" height="22" rx="6" fill="#fff"/>` : ""}
</svg>`;
}
