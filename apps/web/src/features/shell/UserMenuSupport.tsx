import { Menu } from '@mantine/core';
import { IconBook, IconMail, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openHelpDocs } from '../help';
import { useSupportEmail } from '../../app/incubator/useSupportEmail';

/** The page the "Docs" item opens in the documentation modal. */
export const DOCS_HOME_SLUG = 'welcome';

/** CHR-20: the user menu's support group — search docs, docs, contact (a mail to the support address, GAP-24). */
export function UserMenuSupport({ supportEmail }: { supportEmail?: string }) {
  const { t } = useTranslation();
  const tenantAddress = useSupportEmail();
  const address = supportEmail ?? tenantAddress;
  return (
    <>
      <Menu.Label>{t('userMenu.support')}</Menu.Label>
      <Menu.Item data-menu="searchDocs" leftSection={<IconSearch size={16} />} onClick={() => openHelpDocs()}>
        {t('userMenu.searchDocs')}
      </Menu.Item>
      <Menu.Item data-menu="docs" leftSection={<IconBook size={16} />} onClick={() => openHelpDocs({ slug: DOCS_HOME_SLUG })}>
        {t('userMenu.docs')}
      </Menu.Item>
      <Menu.Item data-menu="contact" leftSection={<IconMail size={16} />} component="a" href={`mailto:${address}`}>
        {t('userMenu.contact')}
      </Menu.Item>
    </>
  );
}
