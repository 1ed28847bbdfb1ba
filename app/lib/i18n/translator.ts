/**
 * The translate function the pages render with, on the server and in the browser: i18next's own
 * resource format and rules (namespaces as "ns:key", nested keys with ".", plurals as key_one/_few/
 * _many/_other by Intl.PluralRules with key_zero for 0 where it exists, {{name}} interpolation,
 * returnObjects, defaultValue), in a few hundred bytes instead of i18next's 15 KB in every page's
 * JavaScript (decision 0015). A unit test holds it equal to i18next on every key of every locale.
 */
export type Resources = Record<string, unknown>;

export interface TOptions {
  /** The namespace(s) a key without "ns:" is looked up in, in order. */
  ns?: string | readonly string[];
  count?: number;
  returnObjects?: boolean;
  defaultValue?: string;
  [variable: string]: unknown;
}

export interface Translator {
  locale: string;
  /** With returnObjects the value may be a list or an object of translations. */
  t(key: string, options: TOptions & { returnObjects: true }): unknown;
  t(key: string, options?: TOptions): string;
  /** The same `t` with these namespaces for keys without "ns:" (one function per list, kept). */
  withNamespaces(ns: string | readonly string[]): Translator["t"];
}

const INTERPOLATION = /\{\{([^{}]+)\}\}/g;

/** Every node of a namespace's tree by its dotted path ("listing.results_one"): a key is one lookup. */
function flatten(tree: unknown, into = new Map<string, unknown>(), prefix = ""): Map<string, unknown> {
  if (tree === null || typeof tree !== "object") return into;
  for (const [name, value] of Object.entries(tree)) {
    into.set(prefix + name, value);
    flatten(value, into, `${prefix}${name}.`);
  }
  return into;
}

/** i18next skips empty and null values, as if the key were missing. */
const usable = (value: unknown) => (value === null || value === "" ? undefined : value);

function interpolate(text: string, options: TOptions): string {
  if (!text.includes("{{")) return text;
  return text.replace(INTERPOLATION, (placeholder, name: string) => {
    const value = options[name.trim()];
    if (value === undefined || value === null) return placeholder;
    return typeof value === "object" ? JSON.stringify(value) : String(value);
  });
}

function interpolateDeep(value: unknown, options: TOptions): unknown {
  if (typeof value === "string") return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, options));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, options)]),
    );
  }
  return value;
}

export function createTranslator(
  locale: string,
  resources: Resources,
  defaultNamespace = "common",
): Translator {
  const rules = new Intl.PluralRules(locale);
  const tables = new Map<string, Map<string, unknown>>();
  const tableOf = (namespace: string) => {
    let table = tables.get(namespace);
    if (!table) {
      table = flatten(resources[namespace]);
      tables.set(namespace, table);
    }
    return table;
  };

  function find(namespace: string, path: string, count: unknown): unknown {
    const table = tableOf(namespace);
    if (typeof count === "number") {
      const zero = count === 0 ? usable(table.get(`${path}_zero`)) : undefined;
      if (zero !== undefined) return zero;
      const form = usable(table.get(`${path}_${rules.select(count)}`));
      if (form !== undefined) return form;
    }
    return usable(table.get(path));
  }

  function resolve(
    key: string,
    options: TOptions,
    fallbackNs: string | readonly string[],
  ): [string, unknown] {
    const separator = key.indexOf(":");
    if (separator > 0) {
      const path = key.slice(separator + 1);
      return [path, find(key.slice(0, separator), path, options.count)];
    }
    const namespaces = options.ns ?? fallbackNs;
    if (typeof namespaces === "string") return [key, find(namespaces, key, options.count)];
    for (const namespace of namespaces) {
      const value = find(namespace, key, options.count);
      if (value !== undefined) return [key, value];
    }
    return [key, undefined];
  }

  function translate(key: string, options: TOptions, fallbackNs: string | readonly string[]): unknown {
    const [path, value] = resolve(key, options, fallbackNs);
    if (typeof value === "string") return interpolate(value, options);
    if (value !== undefined && options.returnObjects) return interpolateDeep(value, options);
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options) : path;
  }

  const t = (key: string, options: TOptions = {}) => translate(key, options, defaultNamespace);
  /** `t` with other namespaces for keys without "ns:", one function per namespace list. */
  const bound = new Map<string, Translator["t"]>();
  function withNamespaces(ns: string | readonly string[]): Translator["t"] {
    const id = typeof ns === "string" ? ns : ns.join(",");
    let boundT = bound.get(id);
    if (!boundT) {
      boundT = ((key: string, options: TOptions = {}) => translate(key, options, ns)) as Translator["t"];
      bound.set(id, boundT);
    }
    return boundT;
  }

  return { locale, t: t as Translator["t"], withNamespaces };
}
