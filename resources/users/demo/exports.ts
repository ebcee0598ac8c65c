/** The seeded people and their profiles (every other domain's seed has customers and staff in it). */
export { seedPrescriptions } from "./prescriptions.seed";
export { profileOf, roleOf, subRolesOf } from "./profile";
export { DEMO_USERS, DEVICES, STAFF_DEMO_IDS, customersOf, seedUsers } from "./users.seed";
