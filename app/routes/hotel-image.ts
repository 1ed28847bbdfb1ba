import type { LoaderFunctionArgs } from "@remix-run/node";
import { ApiError } from "../lib/api/errors";
import { requestContext } from "../lib/request-context.server";

/** Hotel photos from the API's image endpoint, on our own origin (spec §9: w, h, quality 80). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requestContext(request);
  const url = new URL(request.url);
  try {
    const image = await api.call(
      `/www/images/hotels/${encodeURIComponent(params.code ?? "")}/${encodeURIComponent(params.index ?? "")}`,
      {
        responseType: "blob",
        query: {
          w: url.searchParams.get("w"),
          h: url.searchParams.get("h"),
          q: url.searchParams.get("q"),
        },
      },
    );
    if (!image) return new Response(null, { status: 404 });
    return new Response(image, {
      headers: { "Content-Type": image.type || "image/svg+xml", "Cache-Control": "public, max-age=86400" },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return new Response(null, { status: error.status === 400 ? 400 : 404 });
    return new Response(null, { status: 503, headers: { "Retry-After": "30" } });
  }
}
