import { channelFee } from "@resources/payments/exports";

/**
 * The one fee function other domains use (the orders of the transactions domain are charged with it):
 * fixed + percentage of the amount, only the percentage part rounded, up to the next whole rupiah.
 */
describe("a channel's fee for an amount", () => {
  it("adds the fixed fee to the percentage of the amount", () => {
    expect(channelFee({ feeFixed: 2_000, feePercent: 2 }, 1_250_000)).toBe(27_000);
    expect(channelFee({ feeFixed: 4_000, feePercent: 0 }, 1_250_000)).toBe(4_000);
    expect(channelFee({ feeFixed: 0, feePercent: 0 }, 1_250_000)).toBe(0);
  });

  it("rounds the percentage part up to a whole rupiah, a half or a sliver alike", () => {
    // 2 % of 1.250.025 is 25.000,5; 2,9 % of 10.001 is 290,029; 0,01 % of 1 is 0,0001.
    expect(channelFee({ feeFixed: 0, feePercent: 2 }, 1_250_025)).toBe(25_001);
    expect(channelFee({ feeFixed: 0, feePercent: 2.9 }, 10_001)).toBe(291);
    expect(channelFee({ feeFixed: 2_000, feePercent: 2.9 }, 10_001)).toBe(2_291);
    expect(channelFee({ feeFixed: 0, feePercent: 0.01 }, 1)).toBe(1);
  });

  it("leaves an exact result as it is, whatever the binary fractions of the percentage", () => {
    // 1,15 × 100 and 0,07 × 100 are not whole in binary: the result must still be exact.
    expect(channelFee({ feeFixed: 0, feePercent: 1.15 }, 1_000_000)).toBe(11_500);
    expect(channelFee({ feeFixed: 0, feePercent: 0.07 }, 100_000)).toBe(70);
    expect(channelFee({ feeFixed: 0, feePercent: 2.9 }, 500_000)).toBe(14_500);
    expect(channelFee({ feeFixed: 0, feePercent: 0.7 }, 0)).toBe(0);
  });
});
