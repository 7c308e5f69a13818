import { describe, expect, it } from 'vitest';
import { youtubeIdOf } from './youtube';

describe('Youtube addresses', () => {
  it('give the video id of every usual form', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'youtube.com/watch?v=aqz-KE-bpKQ&t=30s',
      'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ?si=abc',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://www.youtube.com/shorts/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    ]) {
      expect(youtubeIdOf(address), address).toBe('aqz-KE-bpKQ');
    }
  });

  it('give nothing for other sites, channels and broken ids', () => {
    for (const address of [
      'https://youtube.com/nordlys',
      'https://www.youtube.com/@nordlys',
      'https://evil.example/watch?v=aqz-KE-bpKQ',
      'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com/watch?v=../../x',
      'javascript:alert(1)',
      '',
    ]) {
      expect(youtubeIdOf(address), address).toBeNull();
    }
  });
});
