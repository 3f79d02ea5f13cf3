// Passwords of 8+ characters that top the public breach lists (NIST SP 800-63B asks us to refuse them).
// Shorter ones are already refused by the length rule. Compared case-insensitively.
const commonPasswords = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '00000000', '88888888',
  '87654321', '987654321', '0987654321', '11223344', '12341234', '123451234', '1q2w3e4r', '1q2w3e4r5t',
  '1qaz2wsx', 'qwertyui', 'qwertyuiop', 'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'qwerty123', 'qwerty12',
  'password', 'password1', 'password12', 'password123', 'password!', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'basketball', 'superman',
  'batman123', 'starwars', 'whatever', 'trustno1', 'welcome1', 'welcome123', 'letmein1', 'letmein123',
  'abc12345', 'abcd1234', 'abcdefgh', 'aa123456', 'a1234567', 'a12345678', 'admin123', 'administrator',
  'changeme', 'changeme1', 'computer', 'internet', 'michelle', 'jennifer', 'jordan23', 'liverpool',
  'master12', 'mustang1', 'shadow12', 'monkey12', 'dragon12', 'charlie1', 'killer12', 'hello123',
  'qazwsxedc', 'q1w2e3r4', 'q1w2e3r4t5', 'zaq12wsx', 'target123', 'samsung1', 'michael1', 'jessica1',
  'blink182', 'chocolate', 'butterfly', 'elizabeth', 'alexander', 'pokemon1', 'minecraft', 'fuckyou1',
  'corvette', 'mercedes', 'ferrari1', 'security', 'picket123', 'fence123', 'contraseña', 'contrasena',
  'contraseña1', 'contrasena1', 'teamo123', 'micontraseña', 'qwerty1234', 'passpass', 'secret123',
  'access14', 'test1234', 'testing1', 'default1', 'starwars1', 'spiderman', 'trustme1', 'loveme12',
]);

export const isCommonPassword = (password: string): boolean => commonPasswords.has(password.toLowerCase());
