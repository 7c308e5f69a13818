/**
 * A collection in the catalog as a card (spec 02 s.2 "Catalog tab"): a url folder opens its
 * website in a new tab (chip 'Link'), a document folder opens its file inline (chip: the
 * file format), or passes it to the host's download when an embedding host handles
 * downloads; an image folder shows its images; any other folder opens one level deeper.
 */
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import Description from '@mui/icons-material/Description';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataportUrl } from '../../../api/client';
import { useEmbedState } from '../../../embedding';
import { textOf, useDataLanguages } from '../../../api/texts';
import { imagesOf } from '@vitrine/contracts';
import { withScheme } from '../../../cards/brandView';
import { useCountsLine } from '../common/CollectionTile';
import { Tile, type TileProps } from '../common/Tile';
import { tabPath } from '../common/brandTabs';
import type { CollectionDoc } from '../../../api/brandItems';
import type { TreeNode } from './catalogTree';
import { folderKind } from './useCatalog';

const ImageFolderDialog = lazy(() => import('./ImageFolderDialog'));

/** The catalog tab showing `node` (the c parameter holds its path). */
export function catalogNodePath(brandId: string, node: TreeNode | null): string {
  const base = tabPath(brandId, 'catalog');
  return node ? `${base}?${new URLSearchParams({ c: node.uniqueId }).toString()}` : base;
}

/** The link of a url folder: its website (or url) reference. */
function folderLink(doc: CollectionDoc): string | undefined {
  const ref = doc.references?.find((r) => r.category === 'website' || r.category === 'url');
  return ref?.payload ? withScheme(ref.payload) : undefined;
}

export function FolderTile({
  brandId,
  node,
  doc,
}: {
  brandId: string;
  node: TreeNode;
  doc: CollectionDoc;
}) {
  const { t } = useTranslation('brands');
  const languages = useDataLanguages();
  const counts = useCountsLine(doc);
  const [viewing, setViewing] = useState(false);
  const { hostHandles } = useEmbedState();
  const title = textOf(doc, 'title', languages) ?? '';
  const images = imagesOf(doc.images, 'preview');
  const kind = folderKind(doc);
  const tile: Pick<TileProps, 'action' | 'chip' | 'subtitle'> = {
    action: { to: catalogNodePath(brandId, node) },
    subtitle: counts,
  };

  const link = kind === 'url' ? folderLink(doc) : undefined;
  const document = kind === 'document' ? doc.documents?.[0] : undefined;
  if (link) {
    tile.action = { href: link, newTab: true };
    tile.chip = { label: t('catalog.link'), icon: <LinkIcon /> };
    tile.subtitle = new URL(link).hostname;
  } else if (document) {
    const format = (document.format ?? '').toUpperCase() || t('catalog.document');
    const inline = `${dataportUrl(document.dataport)}?cd=inline`;
    tile.action = hostHandles.download
      ? {
          // Its code loads on the click: only embedded pages with a downloading host use it.
          onClick: () =>
            void import('./hostDocument').then(({ sendDocumentToHost }) => {
              if (!sendDocumentToHost(doc, document, title, brandId)) window.open(inline, '_blank');
            }),
        }
      : { href: inline, newTab: true };
    tile.chip = { label: format, icon: <Description /> };
    tile.subtitle = undefined;
  } else if (kind === 'image' && images.length > 0) {
    tile.action = { onClick: () => setViewing(true) };
    tile.chip = { label: t('catalog.images', { count: images.length }), icon: <ImageIcon /> };
    tile.subtitle = undefined;
  }

  return (
    <>
      <Tile id={node.id} kind={kind} title={title} image={images[0]} state={doc.state} {...tile} />
      {viewing && (
        <Suspense fallback={null}>
          <ImageFolderDialog title={title} images={images} onClose={() => setViewing(false)} />
        </Suspense>
      )}
    </>
  );
}
