/** Synthetic name parts for demo people and organisations (common US names; no real person is described). */
export const FEMALE_FIRST_NAMES = [
  'Mary', 'Patricia', 'Linda', 'Barbara', 'Elizabeth', 'Susan', 'Margaret', 'Dorothy', 'Nancy', 'Karen', 'Betty', 'Helen', 'Sandra', 'Donna',
  'Carol', 'Ruth', 'Sharon', 'Michelle', 'Laura', 'Sarah', 'Kimberly', 'Deborah', 'Jessica', 'Shirley', 'Cynthia', 'Angela', 'Melissa',
  'Brenda', 'Anna', 'Virginia', 'Kathleen', 'Pamela', 'Martha', 'Debra', 'Amanda', 'Stephanie', 'Carolyn', 'Christine', 'Marie', 'Janet',
  'Rosa', 'Guadalupe', 'Maria', 'Mei', 'Aiko', 'Priya', 'Fatima', 'Ngoc', 'Esperanza', 'Gloria',
] as const;

export const MALE_FIRST_NAMES = [
  'James', 'John', 'Robert', 'Michael', 'William', 'David', 'Richard', 'Charles', 'Joseph', 'Thomas', 'Christopher', 'Daniel', 'Paul', 'Mark',
  'Donald', 'George', 'Kenneth', 'Steven', 'Edward', 'Brian', 'Ronald', 'Anthony', 'Kevin', 'Jason', 'Matthew', 'Gary', 'Timothy', 'Jose',
  'Larry', 'Jeffrey', 'Frank', 'Scott', 'Eric', 'Stephen', 'Andrew', 'Raymond', 'Gregory', 'Joshua', 'Jerry', 'Dennis', 'Luis', 'Carlos',
  'Juan', 'Wei', 'Hiroshi', 'Raj', 'Ahmed', 'Minh', 'Manuel', 'Walter',
] as const;

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez',
  'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark',
  'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green',
  'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz',
  'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan',
  'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Chavez',
  'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes', 'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long',
  'Ross', 'Foster', 'Jimenez',
] as const;

export const STREET_NAMES = [
  'Main', 'Oak', 'Pine', 'Maple', 'Cedar', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'Sunset', 'Mission', 'Palm', 'Magnolia', 'Willow',
  'Highland', 'Jefferson', 'Lincoln', 'Madison', 'Franklin', 'Valley', 'Ridge', 'Meadow', 'Sierra', 'Vista', 'Orchard', 'Harbor', 'Forest',
] as const;

export const STREET_SUFFIXES = ['St', 'Ave', 'Blvd', 'Dr', 'Ln', 'Rd', 'Way', 'Ct', 'Pl'] as const;

export const ORGANIZATION_PLACES = [
  'Sierra', 'Pacific', 'Coastal', 'Valley', 'Desert', 'Bayside', 'Golden', 'Redwood', 'Summit', 'Harbor', 'Mesa', 'Canyon', 'Piedmont',
  'Blue Ridge', 'Gulf', 'Lone Star', 'Sunshine', 'Cypress', 'Palmetto', 'Evergreen', 'Lakeside', 'Riverbend', 'Northgate', 'Southland',
  'Crescent', 'Heritage', 'Pinnacle', 'Meridian', 'Horizon', 'Cornerstone',
] as const;

export const IPA_SUFFIXES = ['Medical Group', 'Independent Physicians Association', 'IPA', 'Physicians Network', 'Health Partners', 'Primary Care Associates'] as const;
