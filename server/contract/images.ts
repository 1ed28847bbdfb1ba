import { z } from "zod";

/** GET /www/images/hotels/{hotelCode}/{index}?w=&h=&q= (spec §9: scaled by width/height, quality 80). */
export const HotelImageParams = z.object({
  hotelCode: z.string().regex(/^H\d{5}$/, "Expected a hotel code"),
  index: z.coerce.number().int().min(1).max(12),
});
export const ImageQuery = z.object({
  w: z.coerce.number().int().min(16).max(2400).default(800),
  h: z.coerce.number().int().min(16).max(1600).default(520),
  q: z.coerce.number().int().min(1).max(100).default(80),
});
