import {
  Edit as RaEdit,
  Show as RaShow,
  useNotify,
  useRedirect,
  useResourceContext,
  type EditProps,
  type RaRecord,
  type ShowProps,
} from 'react-admin';
import { presentationOf } from '../dataProvider/errors';

/**
 * What a record page does when its record cannot be read. react-admin's default sends the user to the list
 * with "element does not exist" for any failure; but a platform that is down (or a session that ended) says
 * nothing about the record: the page-wide banner or the session flow speaks, and the page stays as it is,
 * with what the user typed (an edit page left for the list would only stop at the unsaved-changes prompt).
 */
const useRecordLoadFailure = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return (error: unknown) => {
    const presentation = presentationOf(error);
    if (presentation === 'overlay' || presentation === 'session') return;
    notify('ra.notification.item_doesnt_exist', { type: 'error' });
    redirect('list', resource);
  };
};

/**
 * After an outage, a record that never arrived asks again by itself; one already on an edit page does not
 * (its form holds the version the user is editing, and the save's version check tells them of a newer one).
 */
const refetchRecordNeverLoaded = (query: { state: { data: unknown } }) =>
  query.state.data === undefined;

/** react-admin's Edit, staying put (form and input kept) when the platform cannot be reached. */
export const Edit = <RecordType extends RaRecord = RaRecord>({
  queryOptions,
  ...props
}: EditProps<RecordType>) => {
  const onError = useRecordLoadFailure();
  return (
    <RaEdit<RecordType>
      {...props}
      queryOptions={{ onError, refetchOnReconnect: refetchRecordNeverLoaded, ...queryOptions }}
    />
  );
};

/** react-admin's Show, keeping the record on screen when the platform cannot be reached. */
export const Show = <RecordType extends RaRecord = RaRecord>({
  queryOptions,
  ...props
}: ShowProps<RecordType>) => {
  const onError = useRecordLoadFailure();
  return (
    <RaShow<RecordType>
      {...props}
      queryOptions={{ onError, refetchOnReconnect: true, ...queryOptions }}
    />
  );
};
