import type { ConfiguredOffer } from "../../../server/contract/configurator";
import type { HotelDetails } from "../../../server/contract/hotel";
import { validCoordinates } from "../coordinates";

/**
 * schema.org Hotel of the card, with the selected offer as makesOffer: its price is the price the
 * card shows (per person, or the party's total with fullPrice or for a full-price-only offer).
 */
export function hotelJsonLd(
  hotel: HotelDetails,
  offer: ConfiguredOffer | null,
  fullPrice: boolean,
  url: string,
) {
  const geo = validCoordinates(hotel.coordinates.latitude, hotel.coordinates.longitude);
  return {
    "@context": "https://schema.org",
    "@type": "Hotel",
    name: hotel.name,
    description: hotel.shortDescription,
    url,
    image: hotel.images.slice(0, 3).map((image) => new URL(image, url).toString()),
    starRating: { "@type": "Rating", ratingValue: hotel.stars },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: hotel.tripAdvisor.rating,
      bestRating: 5,
      reviewCount: hotel.tripAdvisor.reviewCount,
    },
    address: {
      "@type": "PostalAddress",
      addressLocality: hotel.resort.name,
      addressRegion: hotel.region.name,
      addressCountry: hotel.countryCode,
    },
    ...(geo ? { geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude } } : {}),
    ...(offer
      ? {
          makesOffer: {
            "@type": "Offer",
            sku: offer.offerCode,
            url: `${url}/${offer.offerCode}`,
            price: (fullPrice || offer.fullPriceOnly ? offer.fullPrice : offer.pricePerPerson).toFixed(2),
            priceCurrency: offer.currency,
            availability: "https://schema.org/InStock",
            validFrom: offer.date,
          },
        }
      : {}),
  };
}
