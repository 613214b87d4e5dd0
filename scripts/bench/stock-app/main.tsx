/**
 * The yardstick of `npm run bench:load`: a stock react-admin 5 app as its documentation builds one, a plain
 * `<Admin>` with one `<List>` over json-server (ra-data-json-server), showing the same verifications with about
 * the columns the portal's list shows. No authentication, no i18n beyond the default, nothing lazy.
 */
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, DateField, List, NumberField, Resource, TextField } from 'react-admin';
import jsonServerProvider from 'ra-data-json-server';

const VerificationList = () => (
  <List sort={{ field: 'transactionCreationDate', order: 'DESC' }}>
    <Datagrid bulkActionButtons={false}>
      <TextField source="publicId" />
      <TextField source="status" />
      <TextField source="firstName" />
      <TextField source="lastName" />
      <TextField source="documentNumber" />
      <TextField source="country.label" label="Country" />
      <TextField source="documentType" />
      <NumberField source="riskScore" />
      <DateField source="transactionCreationDate" showTime />
    </Datagrid>
  </List>
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <Admin dataProvider={jsonServerProvider('/api')}>
    <Resource name="verifications" list={VerificationList} />
  </Admin>,
);
