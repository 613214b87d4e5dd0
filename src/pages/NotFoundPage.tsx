import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslate } from 'react-admin';
import { MessagePage } from './MessagePage';

/** Every unknown path (react-admin `catchAll`). */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <MessagePage
      titleKey="app.shell.pages.notFoundTitle"
      message={translate('app.messages.notFound')}
      icon={<SearchOffIcon color="action" fontSize="large" />}
    />
  );
};
