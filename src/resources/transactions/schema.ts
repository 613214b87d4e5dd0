/** The transaction record schemas live at the dataProvider boundary; this is the resource's view. */
export {
  transactionSchema,
  type Transaction,
  type TransactionsInit,
} from '../../contract/schemas/workflows';
