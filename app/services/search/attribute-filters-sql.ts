/**
 * SQL shared by the search page's and the product list's statements over `catalog_products`: which attribute
 * filters a row fails, and the attribute facets' counts. Filters are a jsonb object (public key → accepted values,
 * either language); facet keys a jsonb array of the public keys shown.
 */

/** The filtered attributes the product `row` fails: none, it matches; one, it still counts under that attribute's facet. */
export const failedFilters = (row: string, filters: string) =>
  `CASE WHEN ${filters}::jsonb = '{}' THEN '{}' ELSE array(SELECT f.key FROM jsonb_each(${filters}::jsonb) f WHERE jsonb_array_length(f.value) > 0 AND NOT EXISTS (
        SELECT FROM jsonb_array_elements(${row}.attributes) a WHERE a->>'key' = f.key AND (f.value ? (a->>'en') OR f.value ? (a->>'es')))) END`;

/**
 * Each attribute value's count over `rows` (with their `failed` filters): a FacetCount list as jsonb. Grouped by its
 * texts compared as bytes (`COLLATE "C"`): sorting thousands of jsonb values or locale-collated texts took most of a
 * broad search's time.
 */
export const facetCounts = (
  rows: string,
  keys: string,
) => `(SELECT coalesce(jsonb_agg(jsonb_build_object('key', key, 'en', en, 'es', es, 'count', count)), '[]') FROM
        (SELECT a->>'key' COLLATE "C" AS key, a->>'en' COLLATE "C" AS en, a->>'es' COLLATE "C" AS es, count(*)::int AS count
          FROM ${rows} s, jsonb_array_elements(s.attributes) a
          WHERE ${keys}::jsonb ? (a->>'key') AND (s.failed = '{}' OR (cardinality(s.failed) = 1 AND s.failed[1] = a->>'key'))
          GROUP BY 1, 2, 3) f)`;
