/**
 * DATEV settings as a tax advisor gives them (docs/decisions/065-datev-export.md): the Beraternummer
 * and Mandantennummer of DATEV's own sample batch, SKR03's revenue account 8400 at 19 % and the
 * collective debtor 10000, four-digit accounts, the calendar year. For the console and bookkeeping tests.
 */
export const ADVISOR_DATEV_SETTINGS = {
  consultantNumber: 29098,
  clientNumber: 55003,
  accountLength: 4,
  revenueAccount: '8400',
  revenueVatRatePercent: 19,
  debtorAccount: '10000',
  fiscalYearStartMonth: 1,
};
