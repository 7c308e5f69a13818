/** Specification: article number and every property, labels and units in the UI language. */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useItems, type ModelDoc } from '../../api/models';
import { textOf, useDataLanguages } from '../../api/texts';
import { specificationRows } from './specification';

export function SpecificationAccordion({ model }: { model: ModelDoc }) {
  const { t, i18n } = useTranslation('detail');
  const languages = useDataLanguages();
  const ids = (model.properties ?? []).flatMap((p) =>
    p.value_tag_id && !p.value_freeform ? [p.property_tag_id, p.value_tag_id] : [p.property_tag_id],
  );
  const tags = useItems('tags', ids, languages);
  const rows = specificationRows(model, tags, languages, i18n.language);
  const articleNumber = textOf(model, 'articlenumber', languages);
  if (rows.length === 0 && !articleNumber) return null;
  return (
    <Accordion defaultExpanded disableGutters variant="outlined" data-testid="detail-specification">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>{t('specification')}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        <Table size="small">
          <TableBody>
            {articleNumber && (
              <TableRow>
                <TableCell component="th" scope="row" sx={{ color: 'text.secondary', pl: 0 }}>
                  {t('articleNumber')}
                </TableCell>
                <TableCell>{articleNumber}</TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell component="th" scope="row" sx={{ color: 'text.secondary', pl: 0 }}>
                  {row.label}
                </TableCell>
                <TableCell>{row.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
}
