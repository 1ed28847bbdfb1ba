/** URL slugs are part of the contract: the API looks destinations up by the slugs the web writes. */
export { slugify } from "../../server/contract/slug";
