import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import type { ResourceDefinition } from '../../kit';
import { CustomerCreate } from './CustomerCreate';
import { CustomerEdit } from './CustomerEdit';
import { CustomerList } from './CustomerList';
import { CustomerShow } from './CustomerShow';
import { customerSchema, type Customer } from './schema';

/** Customers of the current tenant; `customerReference` is unique per tenant. */
export const customersResource: ResourceDefinition = {
  name: 'customers',
  icon: PeopleOutlineIcon,
  list: CustomerList,
  show: CustomerShow,
  edit: CustomerEdit,
  create: CustomerCreate,
  recordRepresentation: (record) => (record as Customer).customerName,
  endpoints: {
    record: customerSchema,
    list: { key: 'customersFilter', kind: 'page' },
    getOne: 'customersGet',
    create: 'customersCreate',
    update: 'customersUpdate',
  },
};

export type { Customer } from './schema';
