/** The verification record types live with the dataProvider schemas (the custom methods parse them too). */
export {
  verificationRecordSchema,
  verificationRowSchema,
  verificationSchema,
  type Verification,
  type VerificationRow,
} from '../../contract/schemas/verifications';
