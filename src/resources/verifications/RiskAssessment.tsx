import { Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, riskModelBandColor } from '../../components';
import type { Verification } from '../../contract/schemas/verifications';
import { RiskScoreChip } from './fields';

const T = 'resources.verifications.show.riskAssessment';

/**
 * How the tenant's risk model scored the verification: the score, the model's band, the version that scored it
 * and each rule that fired with its points; a link to the model for whoever may read it.
 */
export const RiskAssessment = ({ record }: { record: Verification }) => {
  const translate = useTranslate();
  const { canAccess: readsModel } = useCanAccess({ resource: 'risk-management', action: 'list' });
  const risk = record.risk;
  if (!risk)
    return (
      <Stack spacing={1} alignItems="flex-start">
        <RiskScoreChip score={record.riskScore} />
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.notScored`)}
        </Typography>
      </Stack>
    );
  const band = String(risk.band);
  return (
    <Stack spacing={1.5} alignItems="flex-start">
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <RiskScoreChip score={record.riskScore} />
        {band === '-1' ? null : (
          <Chip
            size="small"
            color={riskModelBandColor(band)}
            label={translate(`${T}.band`, {
              band: translate(`app.riskManagement.bands.names.${band}`, { _: band }),
            })}
          />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {band === '-1'
          ? translate(`${T}.notExecuted`)
          : translate(`${T}.scoredBy`, {
              version: risk.modelVersion,
              at: formatDateTime(risk.scoredAt),
            })}
      </Typography>
      {band === '-1' ? null : risk.fired.length ? (
        <List dense disablePadding aria-label={translate(`${T}.fired`)} sx={{ width: '100%' }}>
          {risk.fired.map((rule) => (
            <ListItem key={rule.ruleId} disableGutters divider>
              <ListItemText primary={rule.name} />
              <Typography
                variant="body2"
                sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
              >
                {translate(`${T}.points`, { score: rule.score })}
              </Typography>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2">{translate(`${T}.noneFired`)}</Typography>
      )}
      {readsModel ? (
        <Link component={RouterLink} to="/risk-management" variant="body2">
          {translate(`${T}.openModel`)}
        </Link>
      ) : null}
    </Stack>
  );
};
