/**
 * Registers the send's item effect and completion with the bulk-action runner (D-584, batch-effects.ts): batch cannot
 * import this module (emails starts its jobs through batch: a folder cycle), so emails registers itself when its index
 * loads — before any job runs, as every module's index is loaded by the schema assembly.
 */
import { registerBatchEffect } from '../batch/index.js';
import { completeEmailSendInTx, sendEmailItemInTx } from './email-sending.service.js';

registerBatchEffect('users.sendEmail', { apply: sendEmailItemInTx, completed: completeEmailSendInTx });
