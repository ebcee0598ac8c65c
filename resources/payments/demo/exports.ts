/** The payment channels of the seed (the seeded orders are paid through them). */
export { seedPaymentChannels } from "./payment-channels.seed";
