/**
 * The PIN codes the shop delivers to (README "Checkout"): a 6-digit PIN fills the address's city and
 * state, and its state decides the invoice's GST split. The server seeds its `pin_codes` table from
 * this list and answers lookups from the table; the mocks and stories read the list directly.
 */
export interface PinCodeEntry {
  readonly pin: string;
  readonly city: string;
  readonly state: string;
  /** The state's GST code (the first two digits of a GSTIN registered there). */
  readonly stateCode: string;
  /** Whether cash on delivery is offered there (not on the islands and high passes). */
  readonly cod: boolean;
}

const entry = (pin: string, city: string, state: string, stateCode: string, cod = true): PinCodeEntry => ({
  pin,
  city,
  state,
  stateCode,
  cod,
});

export const PIN_CODES: readonly PinCodeEntry[] = [
  entry('560001', 'Bengaluru', 'Karnataka', '29'),
  entry('560034', 'Bengaluru', 'Karnataka', '29'),
  entry('560076', 'Bengaluru', 'Karnataka', '29'),
  entry('570001', 'Mysuru', 'Karnataka', '29'),
  entry('575001', 'Mangaluru', 'Karnataka', '29'),
  entry('580020', 'Hubballi', 'Karnataka', '29'),
  entry('110001', 'New Delhi', 'Delhi', '07'),
  entry('110016', 'New Delhi', 'Delhi', '07'),
  entry('122001', 'Gurugram', 'Haryana', '06'),
  entry('201301', 'Noida', 'Uttar Pradesh', '09'),
  entry('226001', 'Lucknow', 'Uttar Pradesh', '09'),
  entry('400001', 'Mumbai', 'Maharashtra', '27'),
  entry('400076', 'Mumbai', 'Maharashtra', '27'),
  entry('411001', 'Pune', 'Maharashtra', '27'),
  entry('440001', 'Nagpur', 'Maharashtra', '27'),
  entry('600001', 'Chennai', 'Tamil Nadu', '33'),
  entry('600040', 'Chennai', 'Tamil Nadu', '33'),
  entry('641001', 'Coimbatore', 'Tamil Nadu', '33'),
  entry('500001', 'Hyderabad', 'Telangana', '36'),
  entry('500081', 'Hyderabad', 'Telangana', '36'),
  entry('530001', 'Visakhapatnam', 'Andhra Pradesh', '37'),
  entry('682001', 'Kochi', 'Kerala', '32'),
  entry('695001', 'Thiruvananthapuram', 'Kerala', '32'),
  entry('700001', 'Kolkata', 'West Bengal', '19'),
  entry('751001', 'Bhubaneswar', 'Odisha', '21'),
  entry('800001', 'Patna', 'Bihar', '10'),
  entry('834001', 'Ranchi', 'Jharkhand', '20'),
  entry('781001', 'Guwahati', 'Assam', '18'),
  entry('380001', 'Ahmedabad', 'Gujarat', '24'),
  entry('395003', 'Surat', 'Gujarat', '24'),
  entry('302001', 'Jaipur', 'Rajasthan', '08'),
  entry('452001', 'Indore', 'Madhya Pradesh', '23'),
  entry('462001', 'Bhopal', 'Madhya Pradesh', '23'),
  entry('492001', 'Raipur', 'Chhattisgarh', '22'),
  entry('160017', 'Chandigarh', 'Chandigarh', '04'),
  entry('141001', 'Ludhiana', 'Punjab', '03'),
  entry('248001', 'Dehradun', 'Uttarakhand', '05'),
  entry('171001', 'Shimla', 'Himachal Pradesh', '02'),
  entry('403001', 'Panaji', 'Goa', '30'),
  entry('180001', 'Jammu', 'Jammu and Kashmir', '01'),
  entry('737101', 'Gangtok', 'Sikkim', '11', false),
  entry('744101', 'Port Blair', 'Andaman and Nicobar Islands', '35', false),
  entry('194101', 'Leh', 'Ladakh', '38', false),
];

/** Six digits, the first not 0 (India Post's rule). */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

const byPin = new Map(PIN_CODES.map((item) => [item.pin, item]));

/** The entry of a well-formed PIN the shop delivers to, or undefined. */
export function findPinCode(pin: string): PinCodeEntry | undefined {
  return byPin.get(pin.trim());
}
