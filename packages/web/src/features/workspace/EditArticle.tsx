/**
 * The editor's article data: the article number shown on the item and its sheets, and the
 * manufacturer and article the product information is found by (the egr_pim reference).
 */
import { Box, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ArticleDraft } from './editModel';

interface Props {
  articleNumber: string;
  article: ArticleDraft;
  onArticleNumber: (value: string) => void;
  onArticle: (next: ArticleDraft) => void;
}

export function EditArticle({ articleNumber, article, onArticleNumber, onArticle }: Props) {
  const { t } = useTranslation('workspace');
  const incomplete =
    !!(article.manufacturerId.trim() || article.artNo.trim() || article.finalArtNo.trim()) &&
    !(article.manufacturerId.trim() && article.artNo.trim());
  const field = (key: keyof ArticleDraft, required: boolean) => (
    <TextField
      size="small"
      label={t(`edit.article.${key}`)}
      value={article[key]}
      onChange={(e) => onArticle({ ...article, [key]: e.target.value })}
      error={required && incomplete && !article[key].trim()}
      sx={{ flex: 1, minWidth: 160 }}
      slotProps={{ htmlInput: { 'data-testid': `edit-article-${key}`, maxLength: 200 } }}
    />
  );
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="edit-article-heading">
      <Typography variant="subtitle2" component="h3" id="edit-article-heading">
        {t('edit.article.heading')}
      </Typography>
      <TextField
        size="small"
        label={t('edit.article.number')}
        value={articleNumber}
        onChange={(e) => onArticleNumber(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'edit-article-number', maxLength: 200 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {field('manufacturerId', true)}
        {field('artNo', true)}
        {field('finalArtNo', false)}
      </Box>
      <Typography variant="body2" color={incomplete ? 'error' : 'text.secondary'}>
        {incomplete ? t('edit.article.incomplete') : t('edit.article.help')}
      </Typography>
    </Stack>
  );
}
