-- Product information items per article (src/pim/): files by dataport id, links, texts, contacts.
CREATE TABLE pim_items (
  key               text PRIMARY KEY,
  manufacturer_id   text NOT NULL,
  art_no            text NOT NULL,
  final_art_no      text,
  language          text,
  category          text NOT NULL,
  content_type      text NOT NULL,
  name              text NOT NULL,
  dataport_id       text,
  url               text,
  size              bigint,
  width             integer,
  height            integer,
  thumbnail_dataport text,
  data              jsonb,
  position          integer NOT NULL DEFAULT 0
);
CREATE INDEX pim_items_article ON pim_items (manufacturer_id, art_no);
