import { Suspense } from 'react';
import { Skeleton, Stack } from '@mui/material';
import { TabbedShowLayout, useCanAccess } from 'react-admin';
import { VerificationFindings } from '../fraud';
import { ActionsToolbar, Show } from '../../kit';
import { MaskCredentialsButton } from './actions/MaskCredentialsButton';
import { ReplayButton } from './actions/ReplayButton';
import { RequestMaskingButton } from './actions/RequestMaskingButton';
import { UpdateResultButton } from './actions/UpdateResultButton';
import { WipeOutButton } from './actions/WipeOutButton';
import { AuditLogPanel } from './AuditLogPanel';
import { RiskAssessment } from './RiskAssessment';
import {
  CredentialList,
  DocumentAndSelfie,
  ExtractedData,
  ResultSummary,
  SectionCard,
  VerificationHeader,
  WipedOutBanner,
  WorkflowSummary,
} from './VerificationSections';
import { useVerificationDetail } from './useVerificationDetail';

const T = 'resources.verifications';

/**
 * Each action hides itself without its permission (useCanAccess) or when it does not apply; on a phone they are
 * in the labelled "Actions" menu.
 */
const ShowActions = () => (
  <ActionsToolbar>
    <UpdateResultButton />
    <RequestMaskingButton />
    <MaskCredentialsButton />
    <ReplayButton />
    <WipeOutButton />
  </ActionsToolbar>
);

const Overview = () => {
  const record = useVerificationDetail();
  if (!record) return null;
  return (
    <Stack spacing={2}>
      <SectionCard title={`${T}.show.documents`}>
        <DocumentAndSelfie record={record} />
      </SectionCard>
      <SectionCard title={`${T}.show.extracted`}>
        <ExtractedData record={record} />
      </SectionCard>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
        <SectionCard title={`${T}.show.result`}>
          <ResultSummary record={record} />
        </SectionCard>
        <SectionCard title={`${T}.show.riskAssessment.title`}>
          <RiskAssessment record={record} />
        </SectionCard>
        <SectionCard title={`${T}.show.workflow`}>
          <WorkflowSummary record={record} />
        </SectionCard>
      </Stack>
    </Stack>
  );
};

const Header = () => {
  const record = useVerificationDetail();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: 2, pb: 0 }}>
      <WipedOutBanner record={record} />
      <VerificationHeader record={record} />
    </Stack>
  );
};

const Credentials = () => {
  const record = useVerificationDetail();
  return record ? <CredentialList record={record} /> : null;
};

const AuditLog = () => {
  const record = useVerificationDetail();
  return record ? <AuditLogPanel verificationId={record.id} /> : null;
};

/**
 * One verification: header, documents side by side, credentials by priority, its watchlist hits and fraud
 * matches (for whoever may see either), its own audit log.
 */
const VerificationShow = () => {
  const { canAccess: seesHits } = useCanAccess({ resource: 'screening-hits', action: 'list' });
  const { canAccess: seesMatches } = useCanAccess({ resource: 'fraud-matches', action: 'list' });
  return (
    // The title is the kit's pattern for every resource: 'Verification <public id>', the whole id (the app bar
    // ends a long title in an ellipsis).
    <Show actions={<ShowActions />}>
      <Header />
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={`${T}.show.overview`}>
          <Overview />
          {/* The watchlist hits and fraud matches, below the result (a fourth tab would not fit a phone). */}
          {seesHits || seesMatches ? (
            <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
              <VerificationFindings />
            </Suspense>
          ) : null}
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={`${T}.show.credentials`} path="credentials">
          <Credentials />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={`${T}.show.auditLog`} path="audit-log">
          <AuditLog />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
};
export default VerificationShow;
