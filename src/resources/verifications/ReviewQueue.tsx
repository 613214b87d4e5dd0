import { useCallback, useEffect, useMemo, useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import {
  Title,
  useCanAccess,
  useGetList,
  useGetOne,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { PAGE_SIZE } from '../../contract/constants';
import type { Verification, VerificationRow } from '../../contract/schemas/verifications';
import { useUpdateResult, canChangeResult } from './actions/useVerificationActions';
import type { ResultDecision } from './actions/ResultFields';
import { ReviewHelpDialog } from './ReviewHelpDialog';
import { reviewCommandOf, type ReviewCommand } from './reviewKeys';
import { listPathFor, queueParamsOf } from './reviewPath';
import {
  DocumentAndSelfie,
  ExtractedData,
  ResultSummary,
  SectionCard,
  VerificationHeader,
  WipedOutBanner,
} from './VerificationSections';

const T = 'resources.verifications.review';

/**
 * The review queue (`/verifications/review?filter=…`): the list's filter, one verification at a time, with
 * keyboard shortcuts (A approve, R reject, S skip, J/K or arrows to move, Esc back, ? help). A decided
 * verification usually leaves the filter (it is no longer pending), so the next one slides into its place.
 */
export const ReviewQueue = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const location = useLocation();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const { filter, sort } = useMemo(() => queueParamsOf(search), [search]);
  const [index, setIndex] = useState(0);
  const [helpOpen, setHelpOpen] = useState(false);
  const [deciding, setDeciding] = useState(false);
  const { canAccess: canDecide } = useCanAccess({
    resource: 'verifications',
    action: 'updateResult',
  });
  const { updateResult, guardDialog } = useUpdateResult();

  const page = Math.floor(index / PAGE_SIZE) + 1;
  const list = useGetList<VerificationRow>('verifications', {
    pagination: { page, perPage: PAGE_SIZE },
    sort,
    filter,
  });
  const total = list.total ?? 0;
  const row = list.data?.[index % PAGE_SIZE];
  const { data: record } = useGetOne<Verification>(
    'verifications',
    { id: row?.id ?? '' },
    { enabled: Boolean(row) },
  );
  // The list seeds react-admin's getOne cache with its rows: wait for the real detail (with credentials).
  const current =
    record && row && record.id === row.id && Array.isArray(record.credentials) ? record : undefined;

  // The queue shrinks as decisions are made: never point past its end.
  useEffect(() => {
    if (list.total !== undefined && index > 0 && index >= list.total)
      setIndex(Math.max(0, list.total - 1));
  }, [index, list.total]);

  const decide = useCallback(
    async (decision: ResultDecision) => {
      if (!current || !canDecide || !canChangeResult(current)) return;
      setDeciding(true);
      try {
        const updated = await updateResult(current, decision);
        if (!updated) return;
        // useGetList's refetch answers the raw page ({data, total}) despite its declared type.
        const fresh = (await list.refetch()).data as unknown as { data?: VerificationRow[] };
        // Still in the filter (e.g. the filter includes decided ones): move on past it.
        if (fresh?.data?.[index % PAGE_SIZE]?.id === updated.id) setIndex((i) => i + 1);
      } finally {
        setDeciding(false);
      }
    },
    [current, canDecide, updateResult, list, index],
  );

  const run = useCallback(
    (command: ReviewCommand) => {
      if (command === 'help') return setHelpOpen(true);
      if (command === 'back') return navigate(listPathFor(search));
      if (command === 'approve') return void decide('APPROVED');
      if (command === 'reject') return void decide('REJECTED');
      if (command === 'previous') return setIndex((i) => Math.max(0, i - 1));
      // skip and next both move on; the skipped one stays pending for later.
      setIndex((i) => Math.min(Math.max(0, total - 1), i + 1));
    },
    [decide, navigate, search, total],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog (guard, help) has the keyboard while it is open.
      if (helpOpen || deciding || guardDialog) return;
      const command = reviewCommandOf(event);
      if (!command) return;
      event.preventDefault();
      run(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [run, helpOpen, deciding, guardDialog]);

  const decidable = Boolean(current && canDecide && canChangeResult(current));

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate(`${T}.title`)} />
      <Box
        role="toolbar"
        aria-label={translate(`${T}.title`)}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}
      >
        <Button startIcon={<ArrowBackIcon />} onClick={() => run('back')}>
          {translate(`${T}.back`)}
        </Button>
        <Typography variant="h6" component="h1" sx={{ mr: 1 }}>
          {translate(`${T}.title`)}
        </Typography>
        {total > 0 && (
          <Chip
            data-testid="review-position"
            label={translate(`${T}.position`, {
              position: Math.min(index + 1, total),
              total: total.toLocaleString(locale),
            })}
          />
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          startIcon={<NavigateBeforeIcon />}
          onClick={() => run('previous')}
          disabled={index === 0}
        >
          {translate(`${T}.previous`)}
        </Button>
        <Button
          endIcon={<NavigateNextIcon />}
          onClick={() => run('next')}
          disabled={index >= total - 1}
        >
          {translate(`${T}.next`)}
        </Button>
        <Button startIcon={<SkipNextIcon />} onClick={() => run('skip')} disabled={!current}>
          {translate(`${T}.skip`)}
        </Button>
        {canDecide && (
          <>
            <Button
              variant="contained"
              color="success"
              startIcon={<CheckIcon />}
              onClick={() => run('approve')}
              disabled={!decidable || deciding}
            >
              {translate(`${T}.approve`)}
            </Button>
            <Button
              variant="contained"
              color="error"
              startIcon={<CloseIcon />}
              onClick={() => run('reject')}
              disabled={!decidable || deciding}
            >
              {translate(`${T}.reject`)}
            </Button>
          </>
        )}
        <Button startIcon={<KeyboardIcon />} onClick={() => run('help')}>
          {translate(`${T}.help`)}
        </Button>
      </Box>
      {list.isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : total === 0 || !row ? (
        <Alert severity="success">{translate(`${T}.empty`)}</Alert>
      ) : !current ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack spacing={1.5}>
                <WipedOutBanner record={current} />
                <VerificationHeader record={current} />
                <Link
                  component={RouterLink}
                  to={`/verifications/${encodeURIComponent(current.id)}/show`}
                  variant="body2"
                >
                  {translate(`${T}.open`)}
                </Link>
              </Stack>
            </CardContent>
          </Card>
          <SectionCard title="resources.verifications.show.documents">
            <DocumentAndSelfie record={current} height={320} />
          </SectionCard>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
            <SectionCard title="resources.verifications.show.extracted">
              <ExtractedData record={current} />
            </SectionCard>
            <SectionCard title="resources.verifications.show.result">
              <ResultSummary record={current} />
            </SectionCard>
          </Stack>
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        {translate(`${T}.helpHint`)}
      </Typography>
      <ReviewHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      {guardDialog}
    </Box>
  );
};
