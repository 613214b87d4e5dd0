import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CountryFlag, CountryLabel, countryName, formatDateTime } from '../../components';
import type { Credential, Verification } from '../../contract/schemas/verifications';
import { categoryPriority, orderByCategoryPriority } from './credentialPriority';
import { fullName, RiskScoreChip, StatusChip, useEnumLabel } from './fields';
import { VerificationImage } from './VerificationImage';
import { CATEGORY_PRIORITY } from '../../contract/constants';
import { useLocaleState } from 'react-admin';

const T = 'resources.verifications';

/** A label above its value, for the dense definition grids of the show page. */
export const Detail = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Box sx={{ typography: 'body2' }}>{children}</Box>
    </Box>
  );
};

const Grid = ({ children, min = 160 }: { children: ReactNode; min?: number }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`,
      gap: 1.5,
    }}
  >
    {children}
  </Box>
);

export const SectionCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

export const WipedOutBanner = ({ record }: { record: Verification }) => {
  const translate = useTranslate();
  if (!record.wipedOutAt) return null;
  return (
    <Alert severity="warning" variant="filled" role="status">
      {translate(`${T}.show.wipedOutBanner`, { wipedOutAt: formatDateTime(record.wipedOutAt) })}
    </Alert>
  );
};

/** Status, risk, country, document type and the dates. */
export const VerificationHeader = ({ record }: { record: Verification }) => {
  const label = useEnumLabel();
  const translate = useTranslate();
  const name = fullName(record);
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="p" sx={{ fontFamily: 'monospace' }}>
          {record.publicId}
        </Typography>
        <StatusChip status={record.status} />
        <RiskScoreChip score={record.riskScore} />
        {name && (
          <Typography variant="body1" color="text.secondary">
            {name}
          </Typography>
        )}
      </Box>
      <Grid>
        <Detail label={`${T}.fields.country`}>
          <CountryLabel country={record.country} />
        </Detail>
        <Detail label={`${T}.fields.documentType`}>
          {label('documentType', record.documentType)}
        </Detail>
        <Detail label={`${T}.fields.source`}>{label('source', record.source)}</Detail>
        <Detail label={`${T}.fields.matchType`}>{label('matchType', record.matchType)}</Detail>
        <Detail label={`${T}.fields.transactionCreationDate`}>
          {formatDateTime(record.transactionCreationDate)}
        </Detail>
        <Detail label={`${T}.fields.createdAt`}>{formatDateTime(record.createdAt)}</Detail>
        <Detail label={`${T}.fields.updatedAt`}>{formatDateTime(record.updatedAt)}</Detail>
        <Detail label={`${T}.fields.completedAt`}>{formatDateTime(record.completedAt)}</Detail>
        {record.reviewDueAt && (
          <Detail label={`${T}.fields.reviewDueAt`}>{formatDateTime(record.reviewDueAt)}</Detail>
        )}
        {record.maskingRequestedAt && (
          <Detail label={`${T}.fields.maskingRequestedAt`}>
            {formatDateTime(record.maskingRequestedAt)}
          </Detail>
        )}
      </Grid>
      {record.replayCount > 0 && (
        <Typography variant="caption" color="text.secondary">
          {translate(`${T}.fields.replayCount`)}: {record.replayCount}
        </Typography>
      )}
    </Stack>
  );
};

const firstPart = (credentials: readonly Credential[], priority: number, classifiers: string[]) => {
  for (const credential of credentials) {
    if (categoryPriority(credential.category) !== priority) continue;
    const part = credential.parts.find((p) => classifiers.includes(p.classifier));
    if (part) return { credential, part };
  }
  return null;
};

/** The document's front and the selfie next to each other, so the face can be compared at a glance. */
export const DocumentAndSelfie = ({
  record,
  height = 280,
  loadImage,
}: {
  record: Pick<Verification, 'id' | 'publicId' | 'credentials' | 'wipedOutAt'>;
  height?: number;
  /** Where the images come from when not from the verification itself (an experiment item's). */
  loadImage?: (partId: string) => Promise<Blob>;
}) => {
  const translate = useTranslate();
  const document = firstPart(record.credentials, CATEGORY_PRIORITY.ID, ['FRONT', 'PAGE', 'BACK']);
  const selfie = firstPart(record.credentials, CATEGORY_PRIORITY.SELFIE, ['FACE']);
  const column = (title: string, found: ReturnType<typeof firstPart>, missing: string) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="h3">
        {translate(title)}
      </Typography>
      {found ? (
        <VerificationImage
          verificationId={record.id}
          publicId={record.publicId}
          part={found.part}
          wipedOut={Boolean(record.wipedOutAt ?? found.credential.wipedOutAt)}
          height={height}
          loadImage={loadImage}
        />
      ) : (
        <Alert severity="info">{translate(missing)}</Alert>
      )}
    </Box>
  );
  return (
    <Box
      data-testid="document-and-selfie"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2 }}
    >
      {column(`${T}.show.document`, document, `${T}.show.noDocument`)}
      {column(`${T}.show.selfie`, selfie, `${T}.show.noSelfie`)}
    </Box>
  );
};

export const ExtractedData = ({ record }: { record: Verification }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const missing = translate(`${T}.show.notAvailable`);
  return (
    <Grid min={140}>
      <Detail label={`${T}.fields.firstName`}>{record.firstName ?? missing}</Detail>
      <Detail label={`${T}.fields.lastName`}>{record.lastName ?? missing}</Detail>
      <Detail label={`${T}.fields.documentNumber`}>
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {record.documentNumber ?? missing}
        </Box>
      </Detail>
      <Detail label={`${T}.fields.issuingCountry`}>
        {record.issuingCountry ? (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <CountryFlag alpha2={record.issuingCountry} />
            {countryName(record.issuingCountry, locale)}
          </Box>
        ) : (
          missing
        )}
      </Detail>
      <Detail label={`${T}.fields.idSpecType`}>{record.idSpecType || missing}</Detail>
      {record.dateOfBirth !== undefined && (
        <Detail label={`${T}.fields.dateOfBirth`}>{record.dateOfBirth ?? missing}</Detail>
      )}
    </Grid>
  );
};

export const WorkflowSummary = ({ record }: { record: Verification }) => {
  const translate = useTranslate();
  const label = useEnumLabel();
  if (!record.workflowName && !record.workflowExecutionId)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.show.noWorkflow`)}
      </Typography>
    );
  return (
    <Grid min={140}>
      <Detail label={`${T}.fields.workflowName`}>
        {record.workflowName ?? label('show', null)}
      </Detail>
      <Detail label={`${T}.fields.workflowStatus`}>
        {label('workflowStatus', record.workflowStatus)}
      </Detail>
      {record.workflowExecutionId && (
        <Box sx={{ alignSelf: 'end' }}>
          <Link
            component={RouterLink}
            to={`/workflow-executions/${encodeURIComponent(record.workflowExecutionId)}/show`}
          >
            {translate(`${T}.show.openExecution`)}
          </Link>
        </Box>
      )}
    </Grid>
  );
};

export const ResultSummary = ({ record }: { record: Verification }) => {
  const translate = useTranslate();
  if (!record.result)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.show.noResult`)}
      </Typography>
    );
  return (
    <Stack spacing={0.5}>
      <Box>
        <StatusChip status={record.result.decision} />
      </Box>
      <Typography variant="body2">{record.result.reason}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(`${T}.show.decidedBy`, {
          decidedBy: record.result.decidedBy,
          decidedAt: formatDateTime(record.result.decidedAt),
        })}
      </Typography>
    </Stack>
  );
};

/** A platform check name (IMAGE_CHECKS) as words (Image checks); the names are open-ended. */
const DECISION_COLOR = {
  PASSED: 'success',
  REJECTED: 'error',
  WARNING: 'warning',
  NOT_EXECUTED: 'default',
} as const;

export const DecisionChip = ({ decision }: { decision: string }) => {
  const label = useEnumLabel();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={DECISION_COLOR[decision as keyof typeof DECISION_COLOR] ?? 'default'}
      label={label('decision', decision)}
    />
  );
};

/** Every credential, highest category priority first, with its decision, checks and images. */
export const CredentialList = ({ record }: { record: Verification }) => {
  const translate = useTranslate();
  const label = useEnumLabel();
  return (
    <Stack spacing={2}>
      {orderByCategoryPriority(record.credentials).map((credential) => (
        <Card variant="outlined" key={credential.id} data-testid="credential">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {label('category', credential.category)}
              </Typography>
              <DecisionChip decision={credential.decisionSummary.type} />
              <Typography variant="caption" color="text.secondary">
                {translate(`${T}.show.channel`, { channel: credential.channel })}
              </Typography>
            </Box>
            {credential.decisionSummary.details && (
              <Typography variant="body2" sx={{ mb: 1 }}>
                {credential.decisionSummary.details}
              </Typography>
            )}
            <Typography variant="overline" color="text.secondary" component="h4">
              {translate(`${T}.show.capabilities`)}
            </Typography>
            {credential.capabilities.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.show.noCapabilities`)}
              </Typography>
            ) : (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
                {credential.capabilities.map((capability) => (
                  <Box
                    key={capability.name}
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
                    <Typography variant="body2">
                      {translate(`${T}.capability.${capability.name}`, { _: capability.name })}
                    </Typography>
                    <DecisionChip decision={capability.decision} />
                  </Box>
                ))}
              </Box>
            )}
            <Typography variant="overline" color="text.secondary" component="h4">
              {translate(`${T}.show.parts`)}
            </Typography>
            {credential.parts.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.show.noParts`)}
              </Typography>
            ) : (
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
                  gap: 2,
                }}
              >
                {credential.parts.map((part) => (
                  <Box key={part.id}>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {label('classifier', part.classifier)}
                      </Typography>
                      <Chip size="small" label={label('sensitivity', part.sensitivity)} />
                      {part.maskedAt && (
                        <Chip size="small" color="info" label={translate(`${T}.show.masked`)} />
                      )}
                    </Box>
                    <VerificationImage
                      verificationId={record.id}
                      publicId={record.publicId}
                      part={part}
                      wipedOut={Boolean(record.wipedOutAt ?? credential.wipedOutAt)}
                      height={220}
                    />
                  </Box>
                ))}
              </Box>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};
