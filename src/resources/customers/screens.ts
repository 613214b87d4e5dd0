import type { ScreenOverrides } from '../../kit';
import { TransferRecordButton } from '../tenants';
import { CreatedDateValue, createdDateCsv, CustomerReferenceInput } from './CustomerOverrides';

/** The customers' hand-written parts, loaded with their first screen. */
const screens: ScreenOverrides = {
  fields: {
    createdAt: { Value: CreatedDateValue, csv: createdDateCsv },
    customerReference: { Input: CustomerReferenceInput },
  },
  showActions: TransferRecordButton,
};

export default screens;
