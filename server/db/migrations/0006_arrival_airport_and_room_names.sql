-- Names customers read (issue 10): the region's arrival airport, which the return flight leaves
-- from, and each hotel room. Existing catalogues get the seed's names; a room type the seed does not
-- know keeps its code as its name until the catalogue names it.
ALTER TABLE "destinations" ADD COLUMN "arrival_airport_names" jsonb;--> statement-breakpoint
UPDATE "destinations" d SET "arrival_airport_names" = v.names
  FROM (VALUES
    ('HER', '{"ro":"Heraklion","pl":"Heraklion","uk":"Іракліон","cs":"Heraklion","hu":"Iráklio"}'::jsonb),
    ('RHO', '{"ro":"Rodos","pl":"Rodos","uk":"Родос","cs":"Rhodos","hu":"Rodosz"}'::jsonb),
    ('CFU', '{"ro":"Corfu","pl":"Korfu","uk":"Корфу","cs":"Korfu","hu":"Korfu"}'::jsonb),
    ('KVA', '{"ro":"Kavala","pl":"Kawala","uk":"Кавала","cs":"Kavala","hu":"Kavála"}'::jsonb),
    ('AYT', '{"ro":"Antalya","pl":"Antalya","cs":"Antalya","hu":"Antalya","uk":"Анталія"}'::jsonb),
    ('BJV', '{"ro":"Bodrum","pl":"Bodrum","cs":"Bodrum","hu":"Bodrum","uk":"Бодрум"}'::jsonb),
    ('HRG', '{"ro":"Hurghada","pl":"Hurghada","cs":"Hurghada","hu":"Hurghada","uk":"Хургада"}'::jsonb),
    ('SSH', '{"ro":"Sharm el-Sheikh","pl":"Szarm el-Szejk","uk":"Шарм-ель-Шейх","cs":"Šarm aš-Šajch","hu":"Sarm es-Sejk"}'::jsonb),
    ('BOJ', '{"ro":"Burgas","pl":"Burgas","uk":"Бургас","cs":"Burgas","hu":"Burgasz"}'::jsonb),
    ('PMI', '{"ro":"Palma de Mallorca","pl":"Palma de Mallorca","cs":"Palma de Mallorca","hu":"Palma de Mallorca","uk":"Пальма-де-Майорка"}'::jsonb),
    ('AGP', '{"ro":"Málaga","pl":"Malaga","uk":"Малага","cs":"Málaga","hu":"Málaga"}'::jsonb),
    ('TFS', '{"ro":"Tenerife Sud","pl":"Teneryfa Południe","uk":"Тенерифе-Південь","cs":"Tenerife jih","hu":"Tenerife Dél"}'::jsonb),
    ('LCA', '{"ro":"Larnaca","pl":"Larnaka","uk":"Ларнака","cs":"Larnaka","hu":"Lárnaka"}'::jsonb),
    ('PFO', '{"ro":"Paphos","pl":"Pafos","uk":"Пафос","cs":"Pafos","hu":"Páfosz"}'::jsonb),
    ('NBE', '{"ro":"Enfidha-Hammamet","pl":"Enfidha-Hammamet","cs":"Enfidha-Hammamet","hu":"Enfidha-Hammamet","uk":"Енфіда-Хаммамет"}'::jsonb),
    ('DJE', '{"ro":"Djerba","pl":"Dżerba","uk":"Джерба","cs":"Džerba","hu":"Dzserba"}'::jsonb),
    ('CTA', '{"ro":"Catania","pl":"Catania","cs":"Catania","hu":"Catania","uk":"Катанія"}'::jsonb),
    ('SUF', '{"ro":"Lamezia Terme","pl":"Lamezia Terme","cs":"Lamezia Terme","hu":"Lamezia Terme","uk":"Ламеція-Терме"}'::jsonb),
    ('SPU', '{"ro":"Split","pl":"Split","cs":"Split","hu":"Split","uk":"Спліт"}'::jsonb),
    ('PUY', '{"ro":"Pula","pl":"Pula","cs":"Pula","hu":"Pula","uk":"Пула"}'::jsonb),
    ('FAO', '{"ro":"Faro","pl":"Faro","cs":"Faro","hu":"Faro","uk":"Фару"}'::jsonb),
    ('FNC', '{"ro":"Madeira","pl":"Madera","uk":"Мадейра","cs":"Madeira","hu":"Madeira"}'::jsonb)
  ) AS v(code, names)
  WHERE d."arrival_airport" = v.code;--> statement-breakpoint
ALTER TABLE "hotel_rooms" ADD COLUMN "names" jsonb;--> statement-breakpoint
UPDATE "hotel_rooms" r SET "names" = v.names
  FROM (VALUES
    ('DBL', '{"ro":"Cameră dublă","pl":"Pokój dwuosobowy","uk":"Двомісний номер","cs":"Dvoulůžkový pokoj","hu":"Kétágyas szoba"}'::jsonb),
    ('DBL_SV', '{"ro":"Cameră dublă cu vedere la mare","pl":"Pokój dwuosobowy z widokiem na morze","uk":"Двомісний номер з видом на море","cs":"Dvoulůžkový pokoj s výhledem na moře","hu":"Kétágyas szoba tengerre néző kilátással"}'::jsonb),
    ('FAM', '{"ro":"Cameră de familie","pl":"Pokój rodzinny","uk":"Сімейний номер","cs":"Rodinný pokoj","hu":"Családi szoba"}'::jsonb),
    ('SUITE', '{"ro":"Suită","pl":"Apartament typu suite","uk":"Люкс","cs":"Apartmá suite","hu":"Lakosztály"}'::jsonb),
    ('APT', '{"ro":"Apartament","pl":"Apartament","uk":"Апартаменти","cs":"Apartmán","hu":"Apartman"}'::jsonb),
    ('SGL', '{"ro":"Cameră single","pl":"Pokój jednoosobowy","uk":"Одномісний номер","cs":"Jednolůžkový pokoj","hu":"Egyágyas szoba"}'::jsonb)
  ) AS v(code, names)
  WHERE r."room_code" = v.code;--> statement-breakpoint
UPDATE "hotel_rooms" SET "names" = jsonb_build_object(
    'ro', "room_code", 'pl', "room_code", 'uk', "room_code", 'cs', "room_code", 'hu', "room_code")
  WHERE "names" IS NULL;--> statement-breakpoint
ALTER TABLE "hotel_rooms" ALTER COLUMN "names" SET NOT NULL;
