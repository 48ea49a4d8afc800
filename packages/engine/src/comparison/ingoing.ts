/**
 * Ingoing figures (design §4.5): what moving costs on day one and what is left to invest.
 * Available funds are the net home-sale proceeds plus investment assets (spec §3.4 "Available funds are
 * propertyValue plus investmentAssets"); personal assets (car, contents) are not spent on the move.
 */
import type { Customer, CompareOption } from './input.ts';

export interface Ingoing {
  /** Home Market Value (Net) sold on moving, dollars (0 when staying or not a homeowner). */
  homeSalePrice: number;
  sellingFees: number;
  netHomeSaleProceeds: number;
  investmentAssets: number;
  /** netHomeSaleProceeds + investmentAssets. */
  fundsAvailable: number;
  entryPrice: number;
  stampDuty: number;
  upfrontFee: number;
  establishmentFee: number;
  securityDeposit: number;
  /** Additional contribution paid on top of the price, dollars (not refunded at exit). */
  additionalContribution: number;
  /** Preparation fee, dollars. */
  preparationFee: number;
  /** entryPrice + stampDuty + upfrontFee + establishmentFee + securityDeposit + additionalContribution +
   * preparationFee. */
  totalCost: number;
  /** fundsAvailable − totalCost (negative when short). */
  fundsLeftToInvest: number;
  /** True exactly when fundsLeftToInvest < 0 (the funds do not cover the move). */
  insufficientFunds: boolean;
}

const cents = (x: number): number => Math.round(x * 100) / 100;

/** Staying at home: nothing is sold or paid; the investments stay invested. */
export function stayIngoing(customer: Customer): Ingoing {
  const investmentAssets = customer.investmentAssets ?? 0;
  return {
    homeSalePrice: 0,
    sellingFees: 0,
    netHomeSaleProceeds: 0,
    investmentAssets,
    fundsAvailable: investmentAssets,
    entryPrice: 0,
    stampDuty: 0,
    upfrontFee: 0,
    establishmentFee: 0,
    securityDeposit: 0,
    additionalContribution: 0,
    preparationFee: 0,
    totalCost: 0,
    fundsLeftToInvest: investmentAssets,
    insufficientFunds: false,
  };
}

/** Moving to `option`: the current home (if owned) is sold, the entry costs are paid from the proceeds. */
export function optionIngoing(customer: Customer, homeowner: boolean, option: CompareOption): Ingoing {
  const homeSalePrice = homeowner ? (customer.propertyValue ?? 0) : 0;
  const sellingFees = homeowner ? customer.sellingFees : 0;
  const netHomeSaleProceeds = cents(homeSalePrice - sellingFees);
  const investmentAssets = customer.investmentAssets ?? 0;
  const fundsAvailable = cents(netHomeSaleProceeds + investmentAssets);
  const c = option.contract;
  const totalCost = cents(
    c.entryPrice +
      c.stampDuty +
      c.upfrontFee +
      c.establishmentFee +
      c.securityDeposit +
      c.additionalContribution +
      c.preparationFee,
  );
  const fundsLeftToInvest = cents(fundsAvailable - totalCost);
  return {
    homeSalePrice,
    sellingFees,
    netHomeSaleProceeds,
    investmentAssets,
    fundsAvailable,
    entryPrice: c.entryPrice,
    stampDuty: c.stampDuty,
    upfrontFee: c.upfrontFee,
    establishmentFee: c.establishmentFee,
    securityDeposit: c.securityDeposit,
    additionalContribution: c.additionalContribution,
    preparationFee: c.preparationFee,
    totalCost,
    fundsLeftToInvest,
    insufficientFunds: fundsLeftToInvest < 0,
  };
}
