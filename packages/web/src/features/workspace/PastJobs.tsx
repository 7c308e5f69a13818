/** The editor's past imports (administrators: everyone's), newest first; one opens above. */
import {
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Typography,
  LinearProgress,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useImportJobs } from '../../api/importJobs';
import { StatusChip } from './JobPanel';

export function PastJobs({ current, onOpen }: { current?: string; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('workspace');
  const { data, isPending, isError } = useImportJobs(true);
  const when = (millis: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(millis),
    );
  return (
    <section>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('past')}
      </Typography>
      {isPending && <LinearProgress aria-busy="true" />}
      {isError && <Typography color="error">{t('pastFailed')}</Typography>}
      {data?.length === 0 && <Typography color="text.secondary">{t('noPast')}</Typography>}
      {data && data.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding data-testid="import-jobs">
            {data.map((job) => (
              <ListItemButton
                key={job.job_id}
                divider
                selected={job.job_id === current}
                onClick={() => onOpen(job.job_id)}
              >
                <ListItemText
                  primary={
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <span style={{ overflowWrap: 'anywhere' }}>{job.package_name}</span>
                      <StatusChip job={job} />
                    </Stack>
                  }
                  secondary={[
                    when(job.created_epochmillis),
                    job.owner_ids.join(', '),
                    job.dry_run ? t('dryRun') : '',
                    job.problem_count ? t('problems', { count: job.problem_count }) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </section>
  );
}
