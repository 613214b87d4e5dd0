import { Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../components';
import type { AppDataProvider } from '../../dataProvider';
import { VERIFICATION_STATUSES } from '../../contract/schemas/verifications';
import { toVerificationFilterBody } from './filterBody';

const TABS = ['ALL', ...VERIFICATION_STATUSES] as const;
type TabValue = (typeof TABS)[number];

/** The tab of the current status filter: one status is a tab, none (or several) is All. */
const currentTab = (status: unknown): TabValue | false => {
  const list = Array.isArray(status) ? status : status ? [status] : [];
  if (list.length === 0) return 'ALL';
  if (list.length === 1) return TABS.find((tab) => tab === list[0]) ?? false;
  return false;
};

/**
 * Status tabs above the list; each count comes from the platform for the other filters (the counts endpoint
 * ignores the status part), so the numbers say what each tab would show.
 */
export const StatusTabs = () => {
  const translate = useTranslate();
  // Counts are grouped the way the portal's language writes numbers (3,000 / 3.000), with the tab's one
  // formatter: `toLocaleString` builds one per call, which cost the list's first render about 15 ms.
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { status: _status, ...others } = toVerificationFilterBody(filterValues);
  const { data: counts } = useQuery({
    queryKey: ['verifications', 'statusCounts', others],
    queryFn: () => dataProvider.getVerificationStatusCounts(others),
  });

  const select = (tab: TabValue) => {
    const { status: _ignored, ...rest } = filterValues as Record<string, unknown>;
    setFilters(tab === 'ALL' ? rest : { ...rest, status: [tab] }, displayedFilters);
  };

  return (
    <Tabs
      value={currentTab((filterValues as Record<string, unknown>).status)}
      onChange={(_event, value: TabValue) => select(value)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={translate('resources.verifications.tabs.label')}
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
    >
      {TABS.map((tab) => {
        const label = translate(`resources.verifications.status.${tab}`);
        const count = counts?.[tab];
        return (
          <Tab
            key={tab}
            value={tab}
            sx={{ minHeight: 40, py: 0 }}
            label={
              count === undefined
                ? label
                : translate('resources.verifications.tabs.count', {
                    label,
                    count: formatNumber(count, locale),
                  })
            }
          />
        );
      })}
    </Tabs>
  );
};
