import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { ResourceDefinition } from '../../kit';
import { transactionSchema, type Transaction } from './schema';
import { TransactionList } from './TransactionList';
import { TransactionShow } from './TransactionShow';

/** Verification transactions: list (`{list, total}`), show with the workflow fields, guarded delete. */
export const transactionsResource: ResourceDefinition = {
  name: 'transactions',
  icon: ReceiptLongIcon,
  list: TransactionList,
  show: TransactionShow,
  recordRepresentation: (record) => (record as Transaction).publicId,
  endpoints: {
    record: transactionSchema,
    list: { key: 'transactionsFilter', kind: 'filterList' },
    getOne: 'transactionsGet',
  },
};

export type { Transaction } from './schema';
