-- Which article (manufacturer id and article number, from a model's first egr_pim reference)
-- each model carries, so the product information service can ask whether the caller may see
-- any model of an article: product information of items that are not published is not
-- public either (access/visibility.ts). Existing models take it from their documents; a
-- payload that is not JSON names no article.
ALTER TABLE catalog_items ADD COLUMN pim_manufacturer text;
ALTER TABLE catalog_items ADD COLUMN pim_art_no text;

CREATE FUNCTION vitrine_try_jsonb(t text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS
  $$ BEGIN RETURN t::jsonb; EXCEPTION WHEN others THEN RETURN NULL; END $$;

UPDATE catalog_items i
   SET pim_manufacturer = a.manufacturer, pim_art_no = a.art_no
  FROM (SELECT DISTINCT ON (c.id) c.id,
               CASE WHEN both_strings THEN p->>'manufacturerId' END AS manufacturer,
               CASE WHEN both_strings THEN p->>'artNo' END AS art_no
          FROM catalog_items c
         CROSS JOIN LATERAL jsonb_array_elements(
                 CASE jsonb_typeof(c.doc->'references') WHEN 'array' THEN c.doc->'references' ELSE '[]' END
               ) WITH ORDINALITY AS r(ref, n)
         CROSS JOIN LATERAL vitrine_try_jsonb(r.ref->>'payload') AS p
         CROSS JOIN LATERAL (SELECT jsonb_typeof(p->'manufacturerId') = 'string'
                                AND jsonb_typeof(p->'artNo') = 'string'
                                AND p->>'manufacturerId' <> '' AND p->>'artNo' <> ''
                                AS both_strings) t
         WHERE c.entity = 'model' AND r.ref->>'category' = 'egr_pim'
         ORDER BY c.id, r.n) a
 WHERE i.entity = 'model' AND i.id = a.id;

DROP FUNCTION vitrine_try_jsonb(text);

CREATE INDEX catalog_items_pim_article ON catalog_items (pim_manufacturer, pim_art_no)
  WHERE pim_manufacturer IS NOT NULL;
