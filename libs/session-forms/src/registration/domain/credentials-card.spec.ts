import { describe, expect, it } from 'vitest';
import { credentialsFileName, credentialsText } from './credentials-card';

const card = {
  heading: 'Your login details',
  lines: ['Login: 123456789', 'Password: abcd2345'],
  fileBaseName: 'login-details',
};

describe('credentials card', () => {
  it('[SES-044] the text file holds the heading and one line per credential', () => {
    expect(credentialsText(card)).toBe('Your login details\r\n\r\nLogin: 123456789\r\nPassword: abcd2345\r\n');
  });

  it('file names survive any file system and are never empty', () => {
    expect(credentialsFileName(card, 'txt')).toBe('login-details.txt');
    expect(credentialsFileName({ ...card, fileBaseName: 'a/b:c?' }, 'png')).toBe('a-b-c-.png');
    expect(credentialsFileName({ ...card, fileBaseName: '  ' }, 'png')).toBe('credentials.png');
  });
});
