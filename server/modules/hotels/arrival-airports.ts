import type { LocalizedText } from "../../db/schema";

const same = (name: string, uk: string): LocalizedText => ({ ro: name, pl: name, cs: name, hu: name, uk });

/**
 * The names of the airports flights to our regions land at (their IATA codes are the regions'
 * arrival airports, their positions in ../search/flight-times.ts), as each site language calls them.
 */
export const ARRIVAL_AIRPORT_NAMES: Record<string, LocalizedText> = {
  HER: { ro: "Heraklion", pl: "Heraklion", cs: "Heraklion", hu: "Iráklio", uk: "Іракліон" },
  RHO: { ro: "Rodos", pl: "Rodos", cs: "Rhodos", hu: "Rodosz", uk: "Родос" },
  CFU: { ro: "Corfu", pl: "Korfu", cs: "Korfu", hu: "Korfu", uk: "Корфу" },
  KVA: { ro: "Kavala", pl: "Kawala", cs: "Kavala", hu: "Kavala", uk: "Кавала" },
  AYT: same("Antalya", "Анталія"),
  BJV: same("Bodrum", "Бодрум"),
  HRG: same("Hurghada", "Хургада"),
  SSH: {
    ro: "Sharm el-Sheikh",
    pl: "Szarm el-Szejk",
    cs: "Šarm aš-Šajch",
    hu: "Sarm es-Sejk",
    uk: "Шарм-ель-Шейх",
  },
  BOJ: { ro: "Burgas", pl: "Burgas", cs: "Burgas", hu: "Burgasz", uk: "Бургас" },
  PMI: same("Palma de Mallorca", "Пальма-де-Мальорка"),
  AGP: { ro: "Málaga", pl: "Malaga", cs: "Málaga", hu: "Málaga", uk: "Малага" },
  TFS: {
    ro: "Tenerife Sud",
    pl: "Teneryfa Południe",
    cs: "Tenerife jih",
    hu: "Tenerife Dél",
    uk: "Тенерифе-Південний",
  },
  LCA: { ro: "Larnaca", pl: "Larnaka", cs: "Larnaka", hu: "Lárnaka", uk: "Ларнака" },
  PFO: { ro: "Paphos", pl: "Pafos", cs: "Pafos", hu: "Páfosz", uk: "Пафос" },
  NBE: same("Enfidha", "Енфіда"),
  DJE: { ro: "Djerba", pl: "Dżerba", cs: "Džerba", hu: "Dzserba", uk: "Джерба" },
  CTA: same("Catania", "Катанія"),
  SUF: same("Lamezia Terme", "Ламеція-Терме"),
  SPU: same("Split", "Спліт"),
  PUY: same("Pula", "Пула"),
  FAO: same("Faro", "Фару"),
  FNC: { ro: "Madeira", pl: "Madera", cs: "Madeira", hu: "Madeira", uk: "Мадейра" },
};
