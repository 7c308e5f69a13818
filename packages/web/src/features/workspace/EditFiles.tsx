/**
 * The editor's files: the preview image, the other images, documents and 3D/CAD files. A
 * file added or put in the place of another is uploaded at once (with its progress), checked
 * and stored by the server as an import would, and saved as a new version; a file taken off
 * is marked and goes at the next save (the review lists it).
 */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined';
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  EDIT_FILE_CATEGORIES,
  type EditableFile,
  type EditableModel,
  type EditFileKind,
} from '@vitrine/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { imagineUrl } from '../../api/client';
import { FilePicker, Thumb } from './FileControls';
import type { AddFile } from '../../api/workspace';

const ICONS: Record<EditFileKind, ReactNode> = {
  image: <ImageOutlined />,
  document: <DescriptionOutlined />,
  cad: <ViewInArOutlined />,
};
/** What the file pickers offer (anything else can still be chosen: the server checks it). */
const ACCEPT: Record<EditFileKind, string> = {
  image: 'image/*',
  document: '.pdf,.doc,.docx,.odt,.txt,.xls,.xlsx,.ods,.dwg,.dxf,.zip,image/*',
  cad: '.glb,.gltf,.obj,.fbx,.step,.stp,.iges,.igs,.dae,.3ds,.stl,.ply,.ifc,.skp,.dwg,.dxf,.zip',
};

export interface Upload {
  name: string;
  /** The share sent, 0-1; 1 while the server checks and stores it. */
  share: number;
}

interface Props {
  item: EditableModel;
  removed: readonly string[];
  upload: Upload | null;
  onAdd: (file: Omit<AddFile, 'dataVersion'>) => void;
  onRemove: (dataport: string, removed: boolean) => void;
}

export function EditFiles({ item, removed, upload, onAdd, onRemove }: Props) {
  const { t } = useTranslation('workspace');
  const [documentCategory, setDocumentCategory] = useState(EDIT_FILE_CATEGORIES.document[0]!);
  const busy = upload !== null;
  const describe = (f: EditableFile) =>
    [
      t(`edit.files.categories.${f.category}`, { defaultValue: f.category }),
      f.format?.toUpperCase(),
      f.language?.toUpperCase(),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="edit-files-heading">
      <Typography variant="subtitle2" component="h3" id="edit-files-heading">
        {t('edit.files.heading')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Thumb
          dataport={item.preview_dataport}
          alt={t('edit.preview')}
          size={96}
          testId="edit-preview"
        />
        <FilePicker
          accept={ACCEPT.image}
          size="small"
          label={t('edit.replacePreview')}
          disabled={busy}
          testId="edit-preview-file"
          onFile={(file) => onAdd({ file, kind: 'image', category: 'preview' })}
        />
      </Box>
      {upload && (
        <Box data-testid="edit-upload">
          <Typography variant="body2" color="text.secondary">
            {upload.share < 1
              ? t('edit.files.uploading', {
                  name: upload.name,
                  percent: Math.round(upload.share * 100),
                })
              : t('edit.files.checking', { name: upload.name })}
          </Typography>
          <LinearProgress
            variant={upload.share < 1 ? 'determinate' : 'indeterminate'}
            value={upload.share * 100}
            aria-label={t('edit.files.progress')}
          />
        </Box>
      )}
      <List dense disablePadding data-testid="edit-files">
        {item.files.map((f) => {
          const gone = removed.includes(f.dataport);
          return (
            <ListItem
              key={`${f.kind}-${f.dataport}`}
              disableGutters
              data-testid="edit-file"
              data-kind={f.kind}
              secondaryAction={
                <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                  {gone ? (
                    <Button size="small" onClick={() => onRemove(f.dataport, false)}>
                      {t('edit.files.keep')}
                    </Button>
                  ) : (
                    <>
                      <FilePicker
                        accept={ACCEPT[f.kind]}
                        size="small"
                        label={t('edit.files.replace')}
                        disabled={busy}
                        testId={`edit-replace-${f.dataport}`}
                        onFile={(file) => onAdd({ file, kind: f.kind, replace: f.dataport })}
                      />
                      <Tooltip title={t('edit.files.remove')}>
                        <IconButton
                          size="small"
                          aria-label={`${t('edit.files.remove')}: ${describe(f)}`}
                          onClick={() => onRemove(f.dataport, true)}
                        >
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </>
                  )}
                </Box>
              }
              sx={{ pr: 22 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                {f.kind === 'image' ? (
                  <img
                    src={imagineUrl(f.dataport, { w: 64, h: 64, t: 'fit,webp' })}
                    alt=""
                    width={32}
                    height={32}
                    style={{ objectFit: 'contain' }}
                  />
                ) : (
                  ICONS[f.kind]
                )}
              </ListItemIcon>
              <ListItemText
                primary={describe(f)}
                secondary={gone ? t('edit.files.removedAtSave') : undefined}
                sx={gone ? { textDecoration: 'line-through', color: 'text.disabled' } : undefined}
              />
            </ListItem>
          );
        })}
      </List>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <FilePicker
          accept={ACCEPT.image}
          size="small"
          label={t('edit.files.addImage')}
          disabled={busy}
          testId="edit-add-image"
          onFile={(file) => onAdd({ file, kind: 'image', category: 'image' })}
        />
        <FilePicker
          accept={ACCEPT.cad}
          size="small"
          label={t('edit.files.addCad')}
          disabled={busy}
          testId="edit-add-cad"
          onFile={(file) => onAdd({ file, kind: 'cad' })}
        />
        <TextField
          select
          size="small"
          label={t('edit.files.documentType')}
          value={documentCategory}
          onChange={(e) => setDocumentCategory(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          {EDIT_FILE_CATEGORIES.document.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`edit.files.categories.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <FilePicker
          accept={ACCEPT.document}
          size="small"
          label={t('edit.files.addDocument')}
          disabled={busy}
          testId="edit-add-document"
          onFile={(file) => onAdd({ file, kind: 'document', category: documentCategory })}
        />
      </Box>
    </Stack>
  );
}
