import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import HelpIcon from '@mui/icons-material/HelpOutline';
import NextIcon from '@mui/icons-material/NavigateNext';
import PreviousIcon from '@mui/icons-material/NavigateBefore';
import BackIcon from '@mui/icons-material/ArrowBack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useDataProvider,
  useGetOne,
  useLocaleState,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { ExperimentItem, ExperimentTagInput } from '../../contract/schemas/experiments';
import type { AppDataProvider } from '../../dataProvider';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { verificationSchema } from '../../contract/schemas/verifications';
import { TaggingPanel, shortcutFor } from '../tagging-templates';
import { DocumentAndSelfie } from '../verifications';
import { TaggingHelpDialog } from './TaggingHelpDialog';
import { VerificationSummary } from './VerificationSummary';
import { taggingCommandOf } from './taggingKeys';

const K = 'resources.experiments.tagging';
/** A comment is saved once the user stops typing this long; a label at once. */
const COMMENT_SAVE_DELAY_MS = 600;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

const OUTCOME_COLOURS = { PASSED: 'success', WARNING: 'warning', REJECTED: 'error' } as const;

/**
 * Tagging an experiment's processed items one after another: the verification (its data, documents and checks)
 * and both arms' outcomes on the left, the template's labels on the right. Label shortcut keys apply a label,
 * J and K move on and back, ? shows the keys. Every change is saved as it is given (a comment once typing
 * pauses); a failed save keeps the user's choice on screen with a way to save it again. The item's position is
 * in the address, so a reload comes back to it.
 */
export const TaggingView = () => {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const position = Math.max(0, Number.parseInt(search.get('item') ?? '0', 10) || 0);
  const experiment = useGetOne<RaRecord>('experiments', { id });
  const template = useQuery({
    queryKey: ['experiments', 'tagging-template', id],
    queryFn: ({ signal }) => dataProvider.getExperimentTaggingTemplate(id, signal),
    enabled: Boolean(experiment.data?.taggingTemplateId),
    retry: false,
  });
  const item = useQuery({
    queryKey: ['experiments', 'item', id, position],
    queryFn: ({ signal }) => dataProvider.getExperimentItem(id, position, signal),
    enabled: Boolean(experiment.data && experiment.data.processed > 0),
    retry: false,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [tagged, setTagged] = useState<number | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const commentTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A newly shown item starts from its stored tag; the same item answered again after a save keeps the screen.
  const loaded = item.data;
  // The item's document and selfie, through the experiment (a tagger may not open the verification itself).
  const documents = useMemo(() => {
    const parsed = verificationSchema.safeParse(loaded?.verification);
    return parsed.success ? parsed.data : null;
  }, [loaded?.verification]);
  const loadedPosition = loaded?.position;
  const loadImage = useCallback(
    (partId: string) => dataProvider.getExperimentItemImage(id, loadedPosition ?? 0, partId),
    [dataProvider, id, loadedPosition],
  );
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded || shown.current === loaded.position) return;
    shown.current = loaded.position;
    setSelected(loaded.tag?.labels ?? []);
    setComment(loaded.tag?.comment ?? '');
    setTagged(loaded.tagged);
    setSaveState('idle');
  }, [loaded]);

  const archived = experiment.data?.state === 'ARCHIVED';
  const processed = loaded?.processed ?? Number(experiment.data?.processed ?? 0);

  /** One save of the shown item's tag; what it answered is what the page shows. */
  const send = async (tag: ExperimentTagInput) => {
    setSaveState('saving');
    try {
      const answer = await dataProvider.tagExperimentItem(id, position, tag);
      setTagged(answer.tagged);
      setSaveState('saved');
      // The item read again later shows what was saved.
      queryClient.setQueryData<ExperimentItem>(['experiments', 'item', id, position], (current) =>
        current ? { ...current, tag: answer.tag, tagged: answer.tagged } : current,
      );
      void queryClient.invalidateQueries({ queryKey: ['experiments', 'statistics', id] });
    } catch {
      setSaveState('failed');
    }
  };
  // Saves go one after another: two quick changes reach the platform in the order they were made.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const save = (tag: ExperimentTagInput) => {
    queue.current = queue.current.then(() => send(tag));
  };

  const flushComment = () => {
    if (commentTimer.current) clearTimeout(commentTimer.current);
    commentTimer.current = null;
  };

  const change = (labels: string[], text: string) => {
    if (archived) return;
    const labelsChanged = labels.join('\u0000') !== selected.join('\u0000');
    setSelected(labels);
    setComment(text);
    flushComment();
    if (labelsChanged) save({ labels, comment: text });
    else
      commentTimer.current = setTimeout(
        () => save({ labels, comment: text }),
        COMMENT_SAVE_DELAY_MS,
      );
  };

  const go = useCallback(
    (to: number) => {
      if (to < 0 || to >= processed) return;
      flushComment();
      setSearch({ item: String(to) }, { replace: true });
    },
    [processed, setSearch],
  );

  // Keys on the whole page; never while the user types in a field or a dialog is open.
  const labels = useMemo(() => template.data?.labels ?? [], [template.data]);
  const toggleRef = useRef<(key: string) => void>(() => undefined);
  toggleRef.current = (key: string) => {
    // Never a label for an item still on its way: the user tags what they see.
    if (!template.data || loaded?.position !== position) return;
    const has = selected.includes(key);
    const next = has
      ? selected.filter((label) => label !== key)
      : template.data.allowMultiple
        ? [...selected, key]
        : [key];
    change(next, comment);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // The panel handles its own keys while it has the focus (and marks them handled).
      if (helpOpen || event.defaultPrevented) return;
      const command = taggingCommandOf(event);
      if (command === 'next') go(position + 1);
      else if (command === 'previous') go(position - 1);
      else if (command === 'help') setHelpOpen(true);
      else if (command === 'label') {
        const label = shortcutFor(labels, event.key);
        if (!label) return;
        toggleRef.current(label.key);
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, helpOpen, labels, position]);

  useEffect(() => () => flushComment(), []);

  if (experiment.isPending) return <Skeleton variant="rectangular" height={320} sx={{ m: 2 }} />;
  if (experiment.isError || !experiment.data)
    return (
      <Box sx={{ m: 2 }}>
        <LoadFailedAlert messageKey={`${K}.loadFailed`} onRetry={() => void experiment.refetch()} />
      </Box>
    );
  const record = experiment.data;
  const back = `/experiments/${encodeURIComponent(id)}/show`;
  const done = tagged ?? 0;
  const header = (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Button
        component={RouterLink}
        to={back}
        startIcon={<BackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate(`${K}.back`)}
      </Button>
      <Typography variant="h5" component="h1">
        {translate(`${K}.title`, { name: String(record.name) })}
      </Typography>
    </Stack>
  );
  if (!record.taggingTemplateId || template.isError)
    return (
      <Box sx={{ p: 2 }}>
        {header}
        <Alert severity="info">{translate(`${K}.noTemplate`)}</Alert>
      </Box>
    );
  if (processed === 0)
    return (
      <Box sx={{ p: 2 }}>
        {header}
        <Alert severity="info">{translate(`${K}.nothingYet`)}</Alert>
      </Box>
    );
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Box sx={{ p: 2 }}>
      {header}
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
          <Typography>{translate(`${K}.progress`, { tagged: done, processed })}</Typography>
          <Box sx={{ flex: 1, minWidth: 160 }}>
            <LinearProgress
              variant="determinate"
              value={processed ? (done / processed) * 100 : 0}
              aria-label={translate(`${K}.progress`, { tagged: done, processed })}
            />
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          <Typography component="p" aria-live="polite" sx={{ mr: 1 }}>
            {translate(`${K}.position`, { position: position + 1, processed })}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            startIcon={<PreviousIcon />}
            disabled={position === 0}
            onClick={() => go(position - 1)}
          >
            {translate(`${K}.previous`)}
          </Button>
          <Button
            variant="outlined"
            size="small"
            endIcon={<NextIcon />}
            disabled={position + 1 >= processed}
            onClick={() => go(position + 1)}
          >
            {translate(`${K}.next`)}
          </Button>
          <Button size="small" startIcon={<HelpIcon />} onClick={() => setHelpOpen(true)}>
            {translate(`${K}.help`)}
          </Button>
        </Stack>
      </Stack>
      {archived ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${K}.archived`)}
        </Alert>
      ) : null}
      {item.isError ? (
        <LoadFailedAlert messageKey={`${K}.loadFailed`} onRetry={() => void item.refetch()} />
      ) : !loaded || !template.data ? (
        <Skeleton variant="rectangular" height={320} />
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
          <Box sx={{ flex: 3, width: '100%' }}>
            <Stack spacing={2}>
              {documents ? (
                <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
                  <DocumentAndSelfie record={documents} loadImage={loadImage} />
                </Suspense>
              ) : null}
              <VerificationSummary verification={loaded.verification} />
            </Stack>
          </Box>
          <Stack spacing={2} sx={{ flex: 2, width: '100%' }}>
            <Card variant="outlined" component="section" aria-labelledby="tagging-outcomes">
              <CardContent>
                <Typography id="tagging-outcomes" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                  {translate(`${K}.outcomes`)}
                </Typography>
                <Stack spacing={1}>
                  {(['A', 'B'] as const).map((arm) => {
                    const outcome = arm === 'A' ? loaded.outcomeA : loaded.outcomeB;
                    return (
                      <Stack key={arm} direction="row" spacing={1} alignItems="center">
                        <Typography sx={{ minWidth: 64 }}>
                          {translate(`resources.experiments.statistics.arm${arm}`)}
                        </Typography>
                        <Chip
                          size="small"
                          color={OUTCOME_COLOURS[outcome]}
                          label={translate(`resources.experiments.outcomes.${outcome}`)}
                        />
                      </Stack>
                    );
                  })}
                </Stack>
              </CardContent>
            </Card>
            <Suspense fallback={<Skeleton variant="rectangular" height={120} />}>
              <TaggingPanel
                labels={template.data.labels}
                allowMultiple={template.data.allowMultiple}
                commentField={template.data.commentField}
                selected={selected}
                comment={comment}
                onChange={change}
                disabled={archived}
              />
            </Suspense>
            <Box aria-live="polite" sx={{ minHeight: 24 }}>
              {saveState === 'saving' ? (
                <Typography variant="body2" color="text.secondary">
                  {translate(`${K}.saving`)}
                </Typography>
              ) : saveState === 'saved' ? (
                <Typography variant="body2" color="success.main">
                  {translate(`${K}.saved`)}
                </Typography>
              ) : saveState === 'failed' ? (
                <Alert
                  severity="error"
                  action={
                    <Button
                      color="inherit"
                      size="small"
                      onClick={() => save({ labels: selected, comment })}
                    >
                      {translate(`${K}.retry`)}
                    </Button>
                  }
                >
                  {translate(`${K}.saveFailed`)}
                </Alert>
              ) : loaded.tag ? (
                <Typography variant="body2" color="text.secondary">
                  {translate(`${K}.taggedBy`, {
                    user: loaded.tag.taggedBy,
                    date: dateFormat.format(new Date(loaded.tag.taggedAt)),
                  })}
                </Typography>
              ) : null}
            </Box>
          </Stack>
        </Stack>
      )}
      <TaggingHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} labels={labels} />
    </Box>
  );
};
