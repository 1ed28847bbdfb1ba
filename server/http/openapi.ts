import { z } from "zod";
import { ErrorBody } from "../contract";
import { routeRegistry } from "./route";

const toSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", target: "openapi-3.0" });

function parametersOf(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const json = toSchema(schema, "input") as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** The OpenAPI 3 document of every route registered with `defineRoute`. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routeRegistry) {
    const path = route.url.replace(/:([A-Za-z]+)/g, "{$1}");
    const errorResponses = Object.fromEntries(
      Object.entries({ 400: "Invalid input", 401: "Missing or wrong API credentials", ...route.errors }).map(
        ([status, description]) => [
          status,
          { description, content: { "application/json": { schema: toSchema(ErrorBody, "output") } } },
        ],
      ),
    );
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        summary: route.summary,
        tags: route.tags,
        parameters: [...parametersOf(route.params, "path"), ...parametersOf(route.query, "query")],
        ...(route.body
          ? {
              requestBody: {
                required: true,
                content: { "application/json": { schema: toSchema(route.body, "input") } },
              },
            }
          : {}),
        responses: {
          [route.status ?? 200]: {
            description: "OK",
            content: { "application/json": { schema: toSchema(route.response, "output") } },
          },
          ...errorResponses,
        },
      },
    };
  }
  return {
    openapi: "3.0.3",
    info: {
      title: "Travel storefront API",
      version: "1.0.0",
      description:
        "The travel platform behind the storefront. Every /api and /www path needs the x-api-key header; /www paths also need basic authorization.",
    },
    components: {
      securitySchemes: {
        apiKey: { type: "apiKey", in: "header", name: "x-api-key" },
        basic: { type: "http", scheme: "basic" },
      },
    },
    security: [{ apiKey: [] }],
    paths,
  };
}
