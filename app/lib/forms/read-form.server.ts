import { data } from "@remix-run/node";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The posted form of an action. A body that is not a form (JSON, text, none) or cannot be read as
 * one (broken multipart) is the visitor's 415, answered with the error page, never a 500. The web server has already refused bodies over its size limit and cross-site posts.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (!type || !FORM_TYPES.includes(type)) throw data(null, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 415 });
  }
}
