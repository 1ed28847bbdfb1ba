import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

let cached: { href: string; css: string } | undefined;

/**
 * The built stylesheet's text, by the URL the build gave it (`/assets/app-<hash>.css`), read once
 * from `build/client`. Empty when it cannot be read (then the page links it as usual).
 */
export function builtStylesheet(href: string): string {
  if (cached?.href === href) return cached.css;
  let css = "";
  try {
    css = readFileSync(join(resolve("build/client"), href.split("?")[0]!), "utf8");
  } catch {
    css = "";
  }
  cached = { href, css };
  return css;
}
