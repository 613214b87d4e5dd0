import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useTranslate } from 'react-admin';
import { MessagePage } from './MessagePage';

/** `/error`: the generic error screen, titled with the error wording. */
export const ErrorPage = () => {
  const translate = useTranslate();
  return (
    <MessagePage
      titleKey="app.shell.pages.errorTitle"
      message={translate('app.messages.somethingWentWrong')}
      icon={<ErrorOutlineIcon color="error" fontSize="large" />}
    />
  );
};
