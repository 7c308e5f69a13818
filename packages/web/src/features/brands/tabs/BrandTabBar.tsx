/** The brand page's tab bar: links, so each tab has its own address and history entry. */
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tabPath, type BrandTab } from '../common/brandTabs';

export const BrandTabBar = memo(function BrandTabBar({
  brandId,
  tabs,
  current,
}: {
  brandId: string;
  tabs: BrandTab[];
  current: BrandTab;
}) {
  const { t } = useTranslation('brands');
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, md: 3 } }}>
      <Tabs
        value={tabs.includes(current) ? current : false}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('tabs.label')}
        sx={{ width: '100%', maxWidth: 1600, mx: 'auto', minHeight: 44 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={t(`tabs.${tab}`)}
            component={Link}
            to={tabPath(brandId, tab)}
            data-tab={tab}
            sx={{ minHeight: 44 }}
          />
        ))}
      </Tabs>
    </Box>
  );
});
