import {
  Alert,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { countryName } from '../../components';

const K = 'resources.experiments.tagging';
const V = 'resources.verifications';

interface Credential {
  id: string;
  category: string;
  decisionSummary: { type: string; details: string | null };
  capabilities: { name: string; decision: string }[];
}

const DECISION_COLOURS: Record<string, 'success' | 'warning' | 'error' | 'default'> = {
  PASSED: 'success',
  WARNING: 'warning',
  REJECTED: 'error',
};

/**
 * What a tagger judges: the verification's holder and document, its status and risk score, and each document's
 * or check's decision with its capabilities. A verification deleted or wiped out since says so.
 */
export const VerificationSummary = ({
  verification,
}: {
  verification: Record<string, unknown> | null;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { canAccess: mayOpen } = useCanAccess({ resource: 'verifications', action: 'show' });
  if (!verification) return <Alert severity="warning">{translate(`${K}.noVerification`)}</Alert>;
  const text = (value: unknown) => (value === null || value === undefined ? '–' : String(value));
  const country = verification.country as { alpha2?: string; label?: string } | undefined;
  const credentials = (verification.credentials ?? []) as Credential[];
  const rows: [string, React.ReactNode][] = [
    [
      translate(`${V}.fields.publicId`),
      mayOpen ? (
        <Link
          component={RouterLink}
          to={`/verifications/${encodeURIComponent(String(verification.id))}/show`}
        >
          {text(verification.publicId)}
        </Link>
      ) : (
        text(verification.publicId)
      ),
    ],
    [translate(`${V}.fields.status`), translate(`${V}.status.${text(verification.status)}`)],
    [
      translate(`${K}.holder`),
      `${text(verification.firstName)} ${text(verification.lastName)}`.trim(),
    ],
    [translate(`${K}.dateOfBirth`), text(verification.dateOfBirth)],
    [
      translate(`${V}.fields.documentType`),
      translate(`${V}.documentType.${text(verification.documentType)}`),
    ],
    [translate(`${K}.documentNumber`), text(verification.documentNumber)],
    [
      translate(`${V}.fields.country`),
      country?.alpha2 ? countryName(country.alpha2, locale) : text(country?.label),
    ],
    [translate(`${K}.riskScore`), text(verification.riskScore)],
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="tagging-verification">
      <CardContent>
        <Typography id="tagging-verification" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {translate(`${K}.verification`)}
        </Typography>
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ width: '40%', color: 'text.secondary' }}
                >
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
          {translate(`${K}.documents`)}
        </Typography>
        <Stack spacing={1}>
          {credentials.map((credential) => (
            <Stack
              key={credential.id}
              direction="row"
              spacing={1}
              useFlexGap
              flexWrap="wrap"
              alignItems="center"
            >
              <Typography sx={{ minWidth: 140 }}>
                {translate(`${V}.category.${credential.category}`, { _: credential.category })}
              </Typography>
              <Chip
                size="small"
                color={DECISION_COLOURS[credential.decisionSummary.type] ?? 'default'}
                label={translate(`${V}.decision.${credential.decisionSummary.type}`, {
                  _: credential.decisionSummary.type,
                })}
              />
              {credential.capabilities.map((capability) => (
                <Chip
                  key={capability.name}
                  size="small"
                  variant="outlined"
                  label={`${translate(`${V}.capability.${capability.name}`, { _: capability.name })}: ${translate(
                    `${V}.decision.${capability.decision}`,
                    { _: capability.decision },
                  )}`}
                />
              ))}
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
