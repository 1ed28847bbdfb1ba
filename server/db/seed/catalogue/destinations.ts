import type { Locale } from "../../../contract";

export type Names = Record<Locale, string>;

export interface ResortSeed {
  code: string;
  names: Names;
  latitude: number;
  longitude: number;
}

export interface RegionSeed {
  code: string;
  names: Names;
  /** Overrides the country's season (Italy sells beach regions in summer and ski regions in winter). */
  season?: "SUMMER" | "WINTER" | "ALL_YEAR";
  /**
   * False for a region of a by-car country that a car cannot reasonably reach: an island served by
   * long ferries only (Crete, Rhodes, Corfu). Islands a short car ferry joins to the road (Thassos,
   * Sicily) count as reachable.
   */
  byCar?: false;
  resorts: ResortSeed[];
}

export interface CountrySeed {
  code: string;
  names: Names;
  /** SUMMER beach season, WINTER ski season, ALL_YEAR warm winter destinations. */
  season: "SUMMER" | "WINTER" | "ALL_YEAR";
  /** Trip types sold there besides flights, e.g. DW for destinations within driving distance. */
  byCar: boolean;
  regions: RegionSeed[];
  /** Typical price level of a double room per adult and night in EUR, 3* all inclusive. */
  priceLevel: number;
}

const same = (name: string, uk: string): Names => ({ ro: name, pl: name, cs: name, hu: name, uk });

/** Real destinations, localized (countries fully, places in their usual local spelling). */
export const COUNTRIES: CountrySeed[] = [
  {
    code: "GR",
    names: { ro: "Grecia", pl: "Grecja", uk: "Греція", cs: "Řecko", hu: "Görögország" },
    season: "SUMMER",
    byCar: true,
    priceLevel: 62,
    regions: [
      {
        code: "GR-CRE",
        byCar: false,
        names: { ro: "Creta", pl: "Kreta", uk: "Крит", cs: "Kréta", hu: "Kréta" },
        resorts: [
          {
            code: "GR-CRE-HER",
            names: same("Hersonissos", "Херсоніссос"),
            latitude: 35.3167,
            longitude: 25.3833,
          },
          { code: "GR-CRE-MAL", names: same("Malia", "Малія"), latitude: 35.2833, longitude: 25.4667 },
          {
            code: "GR-CRE-CHA",
            names: { ro: "Chania", pl: "Chania", uk: "Ханья", cs: "Chania", hu: "Chania" },
            latitude: 35.5138,
            longitude: 24.018,
          },
        ],
      },
      {
        code: "GR-ROD",
        byCar: false,
        names: { ro: "Rodos", pl: "Rodos", uk: "Родос", cs: "Rhodos", hu: "Rodosz" },
        resorts: [
          { code: "GR-ROD-FAL", names: same("Faliraki", "Фаліракі"), latitude: 36.3397, longitude: 28.2039 },
          { code: "GR-ROD-LIN", names: same("Lindos", "Ліндос"), latitude: 36.0917, longitude: 28.0858 },
        ],
      },
      {
        code: "GR-COR",
        byCar: false,
        names: { ro: "Corfu", pl: "Korfu", uk: "Корфу", cs: "Korfu", hu: "Korfu" },
        resorts: [
          { code: "GR-COR-KAV", names: same("Kavos", "Кавос"), latitude: 39.3833, longitude: 20.1167 },
          { code: "GR-COR-ACH", names: same("Acharavi", "Ахараві"), latitude: 39.7956, longitude: 19.8156 },
        ],
      },
      {
        code: "GR-THA",
        names: { ro: "Thassos", pl: "Thassos", uk: "Тасос", cs: "Thassos", hu: "Thászosz" },
        resorts: [
          { code: "GR-THA-LIM", names: same("Limenas", "Лименас"), latitude: 40.7797, longitude: 24.7097 },
        ],
      },
    ],
  },
  {
    code: "TR",
    names: { ro: "Turcia", pl: "Turcja", uk: "Туреччина", cs: "Turecko", hu: "Törökország" },
    season: "SUMMER",
    byCar: false,
    priceLevel: 55,
    regions: [
      {
        code: "TR-ANT",
        names: { ro: "Antalya", pl: "Antalya", uk: "Анталія", cs: "Antalya", hu: "Antalya" },
        resorts: [
          { code: "TR-ANT-SID", names: same("Side", "Сіде"), latitude: 36.7667, longitude: 31.3889 },
          { code: "TR-ANT-BEL", names: same("Belek", "Белек"), latitude: 36.8625, longitude: 31.0556 },
          {
            code: "TR-ANT-ALA",
            names: { ro: "Alanya", pl: "Alanya", uk: "Аланія", cs: "Alanya", hu: "Alanya" },
            latitude: 36.5444,
            longitude: 31.9956,
          },
          { code: "TR-ANT-KEM", names: same("Kemer", "Кемер"), latitude: 36.6, longitude: 30.55 },
        ],
      },
      {
        code: "TR-AEG",
        names: {
          ro: "Marea Egee",
          pl: "Riwiera Egejska",
          uk: "Егейське узбережжя",
          cs: "Egejská riviéra",
          hu: "Égei-tengerpart",
        },
        resorts: [
          { code: "TR-AEG-BOD", names: same("Bodrum", "Бодрум"), latitude: 37.0344, longitude: 27.4305 },
          { code: "TR-AEG-MAR", names: same("Marmaris", "Мармарис"), latitude: 36.855, longitude: 28.2742 },
        ],
      },
    ],
  },
  {
    code: "EG",
    names: { ro: "Egipt", pl: "Egipt", uk: "Єгипет", cs: "Egypt", hu: "Egyiptom" },
    season: "ALL_YEAR",
    byCar: false,
    priceLevel: 48,
    regions: [
      {
        code: "EG-RSE",
        names: {
          ro: "Marea Roșie",
          pl: "Morze Czerwone",
          uk: "Червоне море",
          cs: "Rudé moře",
          hu: "Vörös-tenger",
        },
        resorts: [
          {
            code: "EG-RSE-HRG",
            names: { ro: "Hurghada", pl: "Hurghada", uk: "Хургада", cs: "Hurghada", hu: "Hurghada" },
            latitude: 27.2579,
            longitude: 33.8116,
          },
          {
            code: "EG-RSE-MAR",
            names: same("Marsa Alam", "Марса-Алам"),
            latitude: 25.0676,
            longitude: 34.8789,
          },
          {
            code: "EG-RSE-MAK",
            names: same("Makadi Bay", "Макаді-Бей"),
            latitude: 26.9912,
            longitude: 33.8988,
          },
        ],
      },
      {
        code: "EG-SIN",
        names: { ro: "Sinai", pl: "Synaj", uk: "Синай", cs: "Sinaj", hu: "Sínai-félsziget" },
        resorts: [
          {
            code: "EG-SIN-SSH",
            names: {
              ro: "Sharm el-Sheikh",
              pl: "Szarm el-Szejk",
              uk: "Шарм-ель-Шейх",
              cs: "Šarm aš-Šajch",
              hu: "Sarm es-Sejk",
            },
            latitude: 27.9158,
            longitude: 34.33,
          },
        ],
      },
    ],
  },
  {
    code: "BG",
    names: { ro: "Bulgaria", pl: "Bułgaria", uk: "Болгарія", cs: "Bulharsko", hu: "Bulgária" },
    season: "SUMMER",
    byCar: true,
    priceLevel: 38,
    regions: [
      {
        code: "BG-BLK",
        names: {
          ro: "Litoralul Mării Negre",
          pl: "Riwiera Bułgarska",
          uk: "Чорноморське узбережжя",
          cs: "Černomořské pobřeží",
          hu: "Fekete-tenger partja",
        },
        resorts: [
          {
            code: "BG-BLK-SBE",
            names: {
              ro: "Sunny Beach",
              pl: "Słoneczny Brzeg",
              uk: "Сонячний Берег",
              cs: "Slunečné pobřeží",
              hu: "Napospart",
            },
            latitude: 42.6953,
            longitude: 27.7103,
          },
          {
            code: "BG-BLK-GSA",
            names: {
              ro: "Nisipurile de Aur",
              pl: "Złote Piaski",
              uk: "Золоті Піски",
              cs: "Zlaté písky",
              hu: "Aranyhomok",
            },
            latitude: 43.2847,
            longitude: 28.0419,
          },
          { code: "BG-BLK-ALB", names: same("Albena", "Албена"), latitude: 43.3686, longitude: 28.0797 },
        ],
      },
    ],
  },
  {
    code: "ES",
    names: { ro: "Spania", pl: "Hiszpania", uk: "Іспанія", cs: "Španělsko", hu: "Spanyolország" },
    season: "SUMMER",
    byCar: false,
    priceLevel: 70,
    regions: [
      {
        code: "ES-MAJ",
        names: { ro: "Mallorca", pl: "Majorka", uk: "Майорка", cs: "Mallorca", hu: "Mallorca" },
        resorts: [
          { code: "ES-MAJ-ALC", names: same("Alcúdia", "Алькудія"), latitude: 39.8531, longitude: 3.1214 },
          {
            code: "ES-MAJ-PAL",
            names: { ro: "Palma", pl: "Palma", uk: "Пальма", cs: "Palma", hu: "Palma" },
            latitude: 39.5696,
            longitude: 2.6502,
          },
        ],
      },
      {
        code: "ES-CDS",
        names: same("Costa del Sol", "Коста-дель-Соль"),
        resorts: [
          {
            code: "ES-CDS-TOR",
            names: same("Torremolinos", "Торремолінос"),
            latitude: 36.6218,
            longitude: -4.4998,
          },
          { code: "ES-CDS-MAR", names: same("Marbella", "Марбелья"), latitude: 36.5101, longitude: -4.8825 },
        ],
      },
      {
        code: "ES-TEN",
        names: { ro: "Tenerife", pl: "Teneryfa", uk: "Тенерифе", cs: "Tenerife", hu: "Tenerife" },
        resorts: [
          {
            code: "ES-TEN-ADE",
            names: same("Costa Adeje", "Коста-Адехе"),
            latitude: 28.0833,
            longitude: -16.7333,
          },
        ],
      },
    ],
  },
  {
    code: "CY",
    names: { ro: "Cipru", pl: "Cypr", uk: "Кіпр", cs: "Kypr", hu: "Ciprus" },
    season: "SUMMER",
    byCar: false,
    priceLevel: 66,
    regions: [
      {
        code: "CY-LAR",
        names: { ro: "Larnaca", pl: "Larnaka", uk: "Ларнака", cs: "Larnaka", hu: "Lárnaka" },
        resorts: [
          { code: "CY-LAR-AYN", names: same("Ayia Napa", "Айя-Напа"), latitude: 34.9823, longitude: 33.9999 },
          { code: "CY-LAR-PRO", names: same("Protaras", "Протарас"), latitude: 35.0125, longitude: 34.0583 },
        ],
      },
      {
        code: "CY-PAF",
        names: { ro: "Paphos", pl: "Pafos", uk: "Пафос", cs: "Pafos", hu: "Páfosz" },
        resorts: [
          {
            code: "CY-PAF-PAF",
            names: { ro: "Paphos", pl: "Pafos", uk: "Пафос", cs: "Pafos", hu: "Páfosz" },
            latitude: 34.7754,
            longitude: 32.4245,
          },
        ],
      },
    ],
  },
  {
    code: "TN",
    names: { ro: "Tunisia", pl: "Tunezja", uk: "Туніс", cs: "Tunisko", hu: "Tunézia" },
    season: "SUMMER",
    byCar: false,
    priceLevel: 42,
    regions: [
      {
        code: "TN-EST",
        names: {
          ro: "Coasta de Est",
          pl: "Wybrzeże Wschodnie",
          uk: "Східне узбережжя",
          cs: "Východní pobřeží",
          hu: "Keleti part",
        },
        resorts: [
          {
            code: "TN-EST-SOU",
            names: { ro: "Sousse", pl: "Susa", uk: "Сусс", cs: "Súsa", hu: "Szúsza" },
            latitude: 35.8256,
            longitude: 10.6369,
          },
          {
            code: "TN-EST-HAM",
            names: { ro: "Hammamet", pl: "Hammamet", uk: "Хаммамет", cs: "Hammamet", hu: "Hammamet" },
            latitude: 36.4,
            longitude: 10.6167,
          },
        ],
      },
      {
        code: "TN-DJE",
        names: { ro: "Djerba", pl: "Dżerba", uk: "Джерба", cs: "Džerba", hu: "Dzserba" },
        resorts: [
          { code: "TN-DJE-MID", names: same("Midoun", "Мідун"), latitude: 33.8078, longitude: 10.9925 },
        ],
      },
    ],
  },
  {
    code: "IT",
    names: { ro: "Italia", pl: "Włochy", uk: "Італія", cs: "Itálie", hu: "Olaszország" },
    season: "SUMMER",
    byCar: true,
    priceLevel: 74,
    regions: [
      {
        code: "IT-SIC",
        names: { ro: "Sicilia", pl: "Sycylia", uk: "Сицилія", cs: "Sicílie", hu: "Szicília" },
        resorts: [
          { code: "IT-SIC-TAO", names: same("Taormina", "Таорміна"), latitude: 37.8516, longitude: 15.2853 },
          { code: "IT-SIC-CEF", names: same("Cefalù", "Чефалу"), latitude: 38.0389, longitude: 14.0228 },
        ],
      },
      {
        code: "IT-CAL",
        names: { ro: "Calabria", pl: "Kalabria", uk: "Калабрія", cs: "Kalábrie", hu: "Calabria" },
        resorts: [
          { code: "IT-CAL-TRO", names: same("Tropea", "Тропеа"), latitude: 38.6773, longitude: 15.8984 },
        ],
      },
      {
        code: "IT-DOL",
        season: "WINTER",
        names: { ro: "Dolomiți", pl: "Dolomity", uk: "Доломіти", cs: "Dolomity", hu: "Dolomitok" },
        resorts: [
          {
            code: "IT-DOL-VGA",
            names: same("Val Gardena", "Валь-Гардена"),
            latitude: 46.5581,
            longitude: 11.7569,
          },
          {
            code: "IT-DOL-VDF",
            names: same("Val di Fassa", "Валь-ді-Фасса"),
            latitude: 46.4333,
            longitude: 11.7,
          },
        ],
      },
      {
        code: "IT-LIV",
        season: "WINTER",
        names: same("Livigno", "Лівіньо"),
        resorts: [
          { code: "IT-LIV-LIV", names: same("Livigno", "Лівіньо"), latitude: 46.5386, longitude: 10.1355 },
        ],
      },
    ],
  },
  {
    code: "HR",
    names: { ro: "Croația", pl: "Chorwacja", uk: "Хорватія", cs: "Chorvatsko", hu: "Horvátország" },
    season: "SUMMER",
    byCar: true,
    priceLevel: 60,
    regions: [
      {
        code: "HR-DAL",
        names: { ro: "Dalmația", pl: "Dalmacja", uk: "Далмація", cs: "Dalmácie", hu: "Dalmácia" },
        resorts: [
          { code: "HR-DAL-MAK", names: same("Makarska", "Макарська"), latitude: 43.2969, longitude: 17.0178 },
          { code: "HR-DAL-SPL", names: same("Split", "Спліт"), latitude: 43.5081, longitude: 16.4402 },
        ],
      },
      {
        code: "HR-IST",
        names: { ro: "Istria", pl: "Istria", uk: "Істрія", cs: "Istrie", hu: "Isztria" },
        resorts: [
          { code: "HR-IST-POR", names: same("Poreč", "Пореч"), latitude: 45.2272, longitude: 13.5947 },
        ],
      },
    ],
  },
  {
    code: "PT",
    names: { ro: "Portugalia", pl: "Portugalia", uk: "Португалія", cs: "Portugalsko", hu: "Portugália" },
    season: "SUMMER",
    byCar: false,
    priceLevel: 68,
    regions: [
      {
        code: "PT-ALG",
        names: { ro: "Algarve", pl: "Algarve", uk: "Алгарве", cs: "Algarve", hu: "Algarve" },
        resorts: [
          {
            code: "PT-ALG-ALB",
            names: same("Albufeira", "Албуфейра"),
            latitude: 37.0891,
            longitude: -8.2479,
          },
          { code: "PT-ALG-POR", names: same("Portimão", "Портіман"), latitude: 37.1386, longitude: -8.5378 },
        ],
      },
      {
        code: "PT-MAD",
        names: { ro: "Madeira", pl: "Madera", uk: "Мадейра", cs: "Madeira", hu: "Madeira" },
        resorts: [
          { code: "PT-MAD-FUN", names: same("Funchal", "Фуншал"), latitude: 32.6669, longitude: -16.9241 },
        ],
      },
    ],
  },
  {
    code: "AT",
    names: { ro: "Austria", pl: "Austria", uk: "Австрія", cs: "Rakousko", hu: "Ausztria" },
    season: "WINTER",
    byCar: true,
    priceLevel: 92,
    regions: [
      {
        code: "AT-TIR",
        names: { ro: "Tirol", pl: "Tyrol", uk: "Тіроль", cs: "Tyrolsko", hu: "Tirol" },
        resorts: [
          { code: "AT-TIR-ISC", names: same("Ischgl", "Ішгль"), latitude: 47.0126, longitude: 10.2918 },
          {
            code: "AT-TIR-MAY",
            names: same("Mayrhofen", "Майрхофен"),
            latitude: 47.1667,
            longitude: 11.8667,
          },
        ],
      },
      {
        code: "AT-SAL",
        names: {
          ro: "Salzburgerland",
          pl: "Salzburgerland",
          uk: "Зальцбурґерланд",
          cs: "Salcbursko",
          hu: "Salzburgerland",
        },
        resorts: [
          { code: "AT-SAL-SAA", names: same("Saalbach", "Заальбах"), latitude: 47.3911, longitude: 12.6369 },
        ],
      },
    ],
  },
  {
    code: "FR",
    names: { ro: "Franța", pl: "Francja", uk: "Франція", cs: "Francie", hu: "Franciaország" },
    season: "WINTER",
    byCar: true,
    priceLevel: 96,
    regions: [
      {
        code: "FR-ALP",
        names: {
          ro: "Alpii Francezi",
          pl: "Alpy Francuskie",
          uk: "Французькі Альпи",
          cs: "Francouzské Alpy",
          hu: "Francia-Alpok",
        },
        resorts: [
          {
            code: "FR-ALP-VTH",
            names: same("Val Thorens", "Валь-Торанс"),
            latitude: 45.2979,
            longitude: 6.58,
          },
          { code: "FR-ALP-TIG", names: same("Tignes", "Тінь"), latitude: 45.4683, longitude: 6.9056 },
        ],
      },
    ],
  },
];

export interface AirportSeed {
  code: string;
  group: "RO" | "PL";
  names: Names;
  latitude: number;
  longitude: number;
}

/** Departure airports of the two markets we fly from, with their real IATA codes. */
export const AIRPORTS: AirportSeed[] = [
  {
    code: "OTP",
    group: "RO",
    names: {
      ro: "București Otopeni",
      pl: "Bukareszt Otopeni",
      uk: "Бухарест Отопені",
      cs: "Bukurešť Otopeni",
      hu: "Bukarest Otopeni",
    },
    latitude: 44.5711,
    longitude: 26.085,
  },
  {
    code: "CLJ",
    group: "RO",
    names: { ro: "Cluj-Napoca", pl: "Kluż-Napoka", uk: "Клуж-Напока", cs: "Kluž-Napoka", hu: "Kolozsvár" },
    latitude: 46.7852,
    longitude: 23.6862,
  },
  {
    code: "TSR",
    group: "RO",
    names: { ro: "Timișoara", pl: "Timișoara", uk: "Тімішоара", cs: "Temešvár", hu: "Temesvár" },
    latitude: 45.8099,
    longitude: 21.3379,
  },
  {
    code: "IAS",
    group: "RO",
    names: { ro: "Iași", pl: "Jassy", uk: "Ясси", cs: "Jasy", hu: "Jászvásár" },
    latitude: 47.1785,
    longitude: 27.6206,
  },
  {
    code: "SBZ",
    group: "RO",
    names: { ro: "Sibiu", pl: "Sybin", uk: "Сібіу", cs: "Sibiu", hu: "Nagyszeben" },
    latitude: 45.7856,
    longitude: 24.0913,
  },
  {
    code: "WAW",
    group: "PL",
    names: {
      ro: "Varșovia Chopin",
      pl: "Warszawa Chopin",
      uk: "Варшава Шопен",
      cs: "Varšava Chopin",
      hu: "Varsó Chopin",
    },
    latitude: 52.1657,
    longitude: 20.9671,
  },
  {
    code: "KTW",
    group: "PL",
    names: { ro: "Katowice", pl: "Katowice", uk: "Катовіце", cs: "Katovice", hu: "Katowice" },
    latitude: 50.4743,
    longitude: 19.08,
  },
  {
    code: "KRK",
    group: "PL",
    names: { ro: "Cracovia", pl: "Kraków", uk: "Краків", cs: "Krakov", hu: "Krakkó" },
    latitude: 50.0777,
    longitude: 19.7848,
  },
  {
    code: "GDN",
    group: "PL",
    names: { ro: "Gdańsk", pl: "Gdańsk", uk: "Гданськ", cs: "Gdaňsk", hu: "Gdańsk" },
    latitude: 54.3776,
    longitude: 18.4662,
  },
  {
    code: "WRO",
    group: "PL",
    names: { ro: "Wrocław", pl: "Wrocław", uk: "Вроцлав", cs: "Vratislav", hu: "Wrocław" },
    latitude: 51.1027,
    longitude: 16.8858,
  },
  {
    code: "POZ",
    group: "PL",
    names: { ro: "Poznań", pl: "Poznań", uk: "Познань", cs: "Poznaň", hu: "Poznań" },
    latitude: 52.421,
    longitude: 16.8263,
  },
];

/** The names of a place of the catalogue by its code (an airport named after the place it serves). */
function placeNames(code: string): Names {
  for (const country of COUNTRIES) {
    for (const region of country.regions) {
      if (region.code === code) return region.names;
      const resort = region.resorts.find((r) => r.code === code);
      if (resort) return resort.names;
    }
  }
  throw new Error(`No place ${code}`);
}

/**
 * Where flights to each region land (real IATA codes), with the airport's name as a flight shows it:
 * the outbound lands there and the return leaves from there. Ski regions are reached by road.
 */
export const ARRIVAL_AIRPORTS: Record<string, { code: string; names: Names }> = {
  "GR-CRE": {
    code: "HER",
    names: { ro: "Heraklion", pl: "Heraklion", uk: "Іракліон", cs: "Heraklion", hu: "Iráklio" },
  },
  "GR-ROD": { code: "RHO", names: placeNames("GR-ROD") },
  "GR-COR": { code: "CFU", names: placeNames("GR-COR") },
  "GR-THA": { code: "KVA", names: { ro: "Kavala", pl: "Kawala", uk: "Кавала", cs: "Kavala", hu: "Kavála" } },
  "TR-ANT": { code: "AYT", names: placeNames("TR-ANT") },
  "TR-AEG": { code: "BJV", names: placeNames("TR-AEG-BOD") },
  "EG-RSE": { code: "HRG", names: placeNames("EG-RSE-HRG") },
  "EG-SIN": { code: "SSH", names: placeNames("EG-SIN-SSH") },
  "BG-BLK": { code: "BOJ", names: { ro: "Burgas", pl: "Burgas", uk: "Бургас", cs: "Burgas", hu: "Burgasz" } },
  "ES-MAJ": { code: "PMI", names: same("Palma de Mallorca", "Пальма-де-Майорка") },
  "ES-CDS": { code: "AGP", names: { ro: "Málaga", pl: "Malaga", uk: "Малага", cs: "Málaga", hu: "Málaga" } },
  "ES-TEN": {
    code: "TFS",
    names: {
      ro: "Tenerife Sud",
      pl: "Teneryfa Południe",
      uk: "Тенерифе-Південь",
      cs: "Tenerife jih",
      hu: "Tenerife Dél",
    },
  },
  "CY-LAR": { code: "LCA", names: placeNames("CY-LAR") },
  "CY-PAF": { code: "PFO", names: placeNames("CY-PAF-PAF") },
  "TN-EST": { code: "NBE", names: same("Enfidha-Hammamet", "Енфіда-Хаммамет") },
  "TN-DJE": { code: "DJE", names: placeNames("TN-DJE") },
  "IT-SIC": { code: "CTA", names: same("Catania", "Катанія") },
  "IT-CAL": { code: "SUF", names: same("Lamezia Terme", "Ламеція-Терме") },
  "HR-DAL": { code: "SPU", names: placeNames("HR-DAL-SPL") },
  "HR-IST": { code: "PUY", names: same("Pula", "Пула") },
  "PT-ALG": { code: "FAO", names: same("Faro", "Фару") },
  "PT-MAD": { code: "FNC", names: placeNames("PT-MAD") },
};
