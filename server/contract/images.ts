import { z } from "zod";
import { HotelCode } from "./party";

/** GET /www/images/hotels/{hotelCode}/{index}?w=&h=&q= (spec §9: scaled by width/height, quality 80). */
export const HotelImageParams = z.object({
  hotelCode: HotelCode,
  index: z.coerce.number().int().min(1).max(12),
});
export const ImageQuery = z.object({
  w: z.coerce.number().int().min(16).max(2400).default(800),
  h: z.coerce.number().int().min(16).max(1600).default(520),
  q: z.coerce.number().int().min(1).max(100).default(80),
});
