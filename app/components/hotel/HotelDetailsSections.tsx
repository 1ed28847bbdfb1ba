import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n/translations";
import type { HotelDetails } from "../../../server/contract/hotel";
import { validCoordinates } from "../../lib/coordinates";
import { roomCapacity } from "../../lib/hotel/room-capacity";

/**
 * What the hotel card tells about the hotel (spec §3 "Hotel details") below the configurator;
 * `children` (the map) go into the location section.
 */
export function HotelDetailsSections({ hotel, children }: { hotel: HotelDetails; children?: ReactNode }) {
  const { t } = useTranslation(["search", "common"]);
  const map = validCoordinates(hotel.coordinates.latitude, hotel.coordinates.longitude);
  const tour = hotel.type === "TOUR";
  return (
    <>
      <section aria-labelledby="hotel-about">
        <h2 id="hotel-about">{tour ? t("search:hotel.aboutTour") : t("search:hotel.about")}</h2>
        <p>{hotel.description}</p>
      </section>
      {hotel.tourPlan ? (
        <section aria-labelledby="hotel-plan">
          <h2 id="hotel-plan">{t("search:hotel.tourPlan")}</h2>
          <ol className="hotel-card__plan">
            {hotel.tourPlan.map((step) => (
              <li key={step.day}>
                <strong>{t("search:hotel.day", { day: step.day })}:</strong> {step.title}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {hotel.slopeImageUrl ? (
        <section aria-labelledby="hotel-slope">
          <h2 id="hotel-slope">{t("search:hotel.slope")}</h2>
          <img
            src={`${hotel.slopeImageUrl}?w=720&h=320`}
            alt={t("search:hotel.slopeAlt", { hotel: hotel.name })}
            width={720}
            height={320}
            loading="lazy"
          />
        </section>
      ) : null}
      <section aria-labelledby="hotel-facilities">
        <h2 id="hotel-facilities">{t("search:hotel.facilities")}</h2>
        <ul>
          {hotel.facilities.map((code) => (
            <li key={code}>{t(`search:facilities.${code}`)}</li>
          ))}
        </ul>
        <h3>{t("search:hotel.boards")}</h3>
        <ul>
          {hotel.boardCodes.map((code) => (
            <li key={code}>{t(`search:boards.${code}`)}</li>
          ))}
        </ul>
        <h3 id="hotel-rooms">{t("search:hotel.rooms")}</h3>
        <ul aria-labelledby="hotel-rooms">
          {hotel.rooms.map((room) => (
            <li key={room.roomCode}>
              <strong>{room.name}</strong>: {roomCapacity(t, room)}
            </li>
          ))}
        </ul>
      </section>
      {map ? (
        <section aria-labelledby="hotel-location">
          <h2 id="hotel-location">{t("search:hotel.location")}</h2>
          {children}
          <p>
            <a
              href={`https://www.openstreetmap.org/?mlat=${map.latitude}&mlon=${map.longitude}#map=14/${map.latitude}/${map.longitude}`}
              rel="noreferrer nofollow"
            >
              {t("search:hotel.map")}
            </a>
          </p>
        </section>
      ) : null}
    </>
  );
}
