import { useEffect, useMemo, useState } from 'react';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Link,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  useCreatePath,
  useDataProvider,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { FraudCollisionsRequest } from '../../contract/schemas/fraud';
import { KIND_REQUIRES, type FraudEntryKind } from '../../contract/rules/fraudSubject';
import { scorePercent, VerdictChip } from './FraudChips';

/** Typing pauses this long before the platform is asked: one check per pause, not per key. */
const SETTLE_MS = 400;

const SUBJECT_FIELDS = [
  'kind',
  'fullName',
  'dateOfBirth',
  'nationality',
  'documentType',
  'documentNumber',
  'issuingCountry',
  'email',
  'phone',
  'deviceId',
  'iban',
] as const;

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The subject as typed so far, once it carries what identifies its kind (nothing to compare before). */
const subjectOf = (values: readonly unknown[]): FraudCollisionsRequest | null => {
  const subject = Object.fromEntries(
    SUBJECT_FIELDS.map((field, index) => [field, filled(values[index]) ? values[index] : null]),
  ) as FraudCollisionsRequest;
  const kind = subject.kind as FraudEntryKind | null;
  if (!kind) return null;
  return KIND_REQUIRES[kind].some((field) => filled(subject[field])) ? subject : null;
};

/** The subject after typing has settled. */
const useSettled = <T,>(value: T): T => {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
    // The key stands for the value: a new object with the same contents is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return settled;
};

/**
 * The fraud-entry form's duplicate check: while the user types, the entries of the tenant that look like the
 * subject (the matcher's scoring, explained per attribute), each opening in a new tab so the form keeps what was
 * typed; the entry saving would clash with is marked. Saving checks again on the platform either way.
 */
export const CollisionPanel = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext();
  const values = useWatch({ name: [...SUBJECT_FIELDS] }) as unknown[];
  const typed = useMemo(() => subjectOf(values), [values]);
  const subject = useSettled(typed);
  const exceptId = mode === 'edit' && record ? String(record.id) : null;
  const collisions = useQuery({
    queryKey: ['fraud-entries', 'collisions', subject, exceptId],
    queryFn: ({ signal }) => dataProvider.getFraudCollisions({ ...subject!, exceptId }, signal),
    enabled: subject !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.fraud-entries.collisions.${key}`, options);
  if (!subject) return null;
  const found = collisions.data?.collisions ?? [];
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="fraud-collisions-title"
      sx={{ width: '100%', maxWidth: 720, mb: 2 }}
    >
      <CardContent>
        <Typography
          id="fraud-collisions-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600 }}
        >
          {t('title')}
        </Typography>
        <Box sx={{ height: 4, my: 1 }}>
          {collisions.isFetching ? <LinearProgress aria-label={t('checking')} /> : null}
        </Box>
        {collisions.isError ? (
          <Alert severity="info">{t('failed')}</Alert>
        ) : collisions.isPending ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('checking')}
          </Typography>
        ) : found.length === 0 ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('none')}
          </Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('intro')}
            </Typography>
            <List dense disablePadding aria-label={t('title')}>
              {found.map((collision) => (
                <ListItem
                  key={collision.id}
                  disableGutters
                  divider
                  sx={{ display: 'block', py: 1 }}
                >
                  {collision.same ? (
                    <Alert severity="error" sx={{ mb: 1, py: 0 }}>
                      {t('same')}
                    </Alert>
                  ) : null}
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Link
                      href={createPath({
                        resource: 'fraud-entries',
                        id: collision.id,
                        type: 'show',
                      })}
                      target="_blank"
                      rel="noopener"
                      aria-label={t('open', { name: collision.label })}
                      sx={{
                        fontWeight: 600,
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: 0.5,
                      }}
                    >
                      {collision.label}
                      <OpenInNewIcon fontSize="inherit" aria-hidden />
                    </Link>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={translate(`resources.fraud-entries.choices.kind.${collision.kind}`)}
                    />
                    <VerdictChip resource="fraud-entries" value={collision.status} />
                    <Typography variant="body2" component="span" sx={{ ml: 'auto' }}>
                      {t('score', { score: scorePercent(collision.score, locale) })}
                    </Typography>
                  </Stack>
                  {collision.features.length ? (
                    <Stack
                      direction="row"
                      spacing={0.5}
                      useFlexGap
                      sx={{ mt: 0.5, flexWrap: 'wrap' }}
                    >
                      {collision.features.map((feature) => (
                        <Chip
                          key={`${feature.feature}-${feature.left}`}
                          size="small"
                          color={feature.outcome === 'MISMATCH' ? 'default' : 'warning'}
                          variant="outlined"
                          label={`${translate(`resources.fraud-matches.comparison.features.${feature.feature}`)}: ${translate(`resources.fraud-matches.comparison.outcomes.${feature.outcome}`)}`}
                        />
                      ))}
                    </Stack>
                  ) : null}
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
};
