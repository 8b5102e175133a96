/**
 * What a slot is about. The catalogue draws a slot's name from its theme's words, and the artwork
 * finds the theme again from the name (`themeOfName`), so a game added by hand with "Dragon" in its
 * name gets dragon art too.
 */
export interface SlotTheme {
  key: string;
  /** Lower-case fragments that give a name this theme; the first theme with a match wins. */
  keywords: string[];
  /** Things the name is about ("Dragon", "Jade Dragon"). */
  nouns: string[];
  /** Words put before a noun; the generic adjectives are added to these. */
  adjectives: string[];
  /** Whole-name patterns, `{n}` for a noun: "Book of {n}", "{n} Quest". */
  patterns?: string[];
}

export const SLOT_THEMES: SlotTheme[] = [
  { key: 'dragon', keywords: ['dragon', 'wyrm', 'drake'], nouns: ['Dragon', 'Dragons', 'Dragon Pearl', 'Wyrm', 'Drake', 'Dragon Eggs', 'Dragon Gate'], adjectives: ['Jade', 'Imperial', 'Twin', 'Red', 'Sleeping'] },
  { key: 'fruit', keywords: ['fruit', 'cherr', 'melon', 'lemon', 'grape', 'berr', 'orchard', 'plum'], nouns: ['Fruits', 'Cherries', 'Melons', 'Lemons', 'Grapes', 'Berries', 'Orchard', 'Plums', 'Fruit Stand'], adjectives: ['Juicy', 'Fresh', 'Hot', 'Sizzling', 'Fruity', 'Ripe'], patterns: ['{n} Party', '{n} Frenzy', '{n} Burst', 'Hot {n}'] },
  { key: 'egypt', keywords: ['pharaoh', 'pyramid', 'scarab', 'anubis', 'sphinx', 'nile', 'egypt', 'cleo', 'horus', 'tut'], nouns: ['Pharaoh', 'Pyramids', 'Scarab', 'Anubis', 'Sphinx', 'Nile', 'Horus', 'Cleo', 'Tut'], adjectives: ['Eternal', 'Sacred', 'Desert', 'Lost'], patterns: ['Book of {n}', 'Eye of {n}', 'Curse of {n}', 'Tomb of {n}', 'Queen of the {n}'] },
  { key: 'viking', keywords: ['viking', 'valhalla', 'odin', 'thor', 'rune', 'longship', 'berserk', 'norse', 'asgard'], nouns: ['Vikings', 'Valhalla', 'Odin', 'Thor', 'Runes', 'Longship', 'Berserker', 'Asgard', 'Norse Gods'], adjectives: ['Mighty', 'Raging', 'Northern', 'Iron'], patterns: ['Rise of {n}', 'Hammer of {n}', 'Saga of {n}', '{n} Unleashed'] },
  { key: 'ocean', keywords: ['mermaid', 'reef', 'kraken', 'pearl', 'lagoon', 'atlantis', 'dolphin', 'fish', 'catch', 'ocean', 'sea'], nouns: ['Mermaid', 'Reef', 'Kraken', 'Pearls', 'Lagoon', 'Atlantis', 'Dolphins', 'Big Catch', 'Fishin', 'Ocean', 'Deep Sea'], adjectives: ['Blue', 'Sunken', 'Coral', 'Tidal'], patterns: ['{n} Treasures', 'Secrets of {n}', '{n} Bonanza', 'Gone {n}'] },
  { key: 'space', keywords: ['galax', 'cosmo', 'nebula', 'planet', 'starship', 'orbit', 'astro', 'space', 'star', 'alien'], nouns: ['Galaxy', 'Cosmos', 'Nebula', 'Planets', 'Starship', 'Orbit', 'Astro Cats', 'Space Gems', 'Stardust', 'Aliens'], adjectives: ['Cosmic', 'Stellar', 'Quantum', 'Hyper', 'Interstellar'], patterns: ['{n} Odyssey', '{n} Voyager', 'Lost in {n}', '{n} Invaders'] },
  { key: 'candy', keywords: ['candy', 'sugar', 'sweet', 'lollipop', 'gumm', 'bonbon', 'cupcake', 'donut', 'cookie'], nouns: ['Candy', 'Sugar Rush', 'Sweets', 'Lollipops', 'Gummies', 'Bonbons', 'Cupcakes', 'Donuts', 'Cookies'], adjectives: ['Sweet', 'Sticky', 'Tasty', 'Sugary', 'Pink'], patterns: ['{n} Land', '{n} Crush', '{n} Factory', '{n} Tower'] },
  { key: 'gems', keywords: ['gem', 'diamond', 'jewel', 'crystal', 'rub', 'emerald', 'sapphire', 'amethyst', 'opal'], nouns: ['Gems', 'Diamonds', 'Jewels', 'Crystals', 'Rubies', 'Emeralds', 'Sapphires', 'Amethyst', 'Opals'], adjectives: ['Shining', 'Sparkling', 'Brilliant', 'Dazzling', 'Precious'], patterns: ['{n} Mine', '{n} Cascade', '{n} Vault', 'Crown of {n}'] },
  { key: 'classic', keywords: ['seven', '7s', 'bell', 'bar', 'joker', 'retro', 'classic', 'reel'], nouns: ['Sevens', '7s', 'Bells', 'Bars', 'Joker', 'Retro Reels', 'Classic Reels', 'Triple Bars'], adjectives: ['Hot', 'Super', 'Burning', 'Lucky', 'Double', 'Triple', 'Flaming'], patterns: ['{n} 100', '{n} 40', 'Mega {n}', '{n} Classic'] },
  { key: 'luck', keywords: ['clover', 'leprechaun', 'shamrock', 'horseshoe', 'pot of', 'irish', 'lucky', 'rainbow'], nouns: ['Clover', 'Leprechaun', 'Shamrocks', 'Horseshoe', 'Pot of Gold', 'Irish Eyes', 'Rainbow', 'Four Leaves'], adjectives: ['Lucky', 'Charmed', 'Golden', 'Wee'], patterns: ['{n} Riches', '{n} Luck', 'Luck of the {n}', '{n} Wishes'] },
  { key: 'jungle', keywords: ['jungle', 'safari', 'tiger', 'lion', 'gorilla', 'rhino', 'savanna', 'buffalo', 'elephant', 'wild'], nouns: ['Jungle', 'Safari', 'Tiger', 'Lion', 'Gorilla', 'Rhino', 'Savannah', 'Buffalo', 'Elephants'], adjectives: ['Wild', 'Savage', 'Roaring', 'Raging', 'Great'], patterns: ['King of the {n}', '{n} Stampede', '{n} Kingdom', '{n} King'] },
  { key: 'china', keywords: ['panda', 'lantern', 'koi', 'lotus', 'emperor', 'fortune cat', 'jade', 'dynasty', 'prosperity'], nouns: ['Panda', 'Lanterns', 'Koi', 'Lotus', 'Emperor', 'Fortune Cat', 'Dynasty', 'Prosperity'], adjectives: ['Jade', 'Golden', 'Imperial', 'Happy', 'Red'], patterns: ['{n} Fortune', 'Year of the {n}', '{n} Festival', '{n} Blessings'] },
  { key: 'japan', keywords: ['samurai', 'ninja', 'shogun', 'sakura', 'katana', 'ronin', 'geisha', 'oni'], nouns: ['Samurai', 'Ninja', 'Shogun', 'Sakura', 'Katana', 'Ronin', 'Oni'], adjectives: ['Silent', 'Crimson', 'Honour', 'Shadow'], patterns: ['Way of the {n}', 'Blade of {n}', '{n} Legends', 'Path of the {n}'] },
  { key: 'west', keywords: ['sheriff', 'outlaw', 'gold rush', 'bandit', 'cowboy', 'saloon', 'mustang', 'canyon', 'wanted', 'bounty'], nouns: ['Sheriff', 'Outlaws', 'Gold Rush', 'Bandits', 'Cowboys', 'Saloon', 'Mustang', 'Canyon', 'Bounty'], adjectives: ['Dead or Alive', 'Wild West', 'Dusty', 'Rusty', 'Big'], patterns: ['{n} Showdown', 'Wanted {n}', '{n} Town', 'Money {n}'] },
  { key: 'aztec', keywords: ['aztec', 'inca', 'maya', 'temple', 'jaguar', 'quetzal', 'eldorado', 'gonzo'], nouns: ['Aztec', 'Inca', 'Maya', 'Temple', 'Jaguar', 'Quetzal', 'Eldorado'], adjectives: ['Ancient', 'Lost', 'Hidden', 'Golden', 'Sun'], patterns: ['Quest for {n}', '{n} Gold', 'Treasures of {n}', '{n} Idols'] },
  { key: 'pirates', keywords: ['pirate', 'buccaneer', 'treasure island', 'skull', 'captain', 'galleon', 'doubloon', 'plunder'], nouns: ['Pirates', 'Buccaneers', 'Treasure Island', 'Skull', 'Captain', 'Galleon', 'Doubloons', 'Plunder'], adjectives: ['Jolly', 'Black', 'Salty', 'Cursed'], patterns: ["{n}' Gold", '{n} Bay', '{n} of the Caribbean', '{n} Ahoy'] },
  { key: 'olympus', keywords: ['zeus', 'olympus', 'athena', 'medusa', 'hercules', 'titan', 'pegasus', 'apollo', 'hades', 'spartan'], nouns: ['Zeus', 'Olympus', 'Athena', 'Medusa', 'Hercules', 'Titans', 'Pegasus', 'Apollo', 'Hades', 'Spartans'], adjectives: ['Divine', 'Mighty', 'Almighty', 'Epic'], patterns: ['Gates of {n}', 'Wrath of {n}', 'Age of {n}', 'Temple of {n}'] },
  { key: 'horror', keywords: ['vampire', 'zombie', 'haunt', 'pumpkin', 'witch', 'ghost', 'crypt', 'werewolf', 'spook', 'skelet', 'halloween'], nouns: ['Vampires', 'Zombies', 'Haunted House', 'Pumpkins', 'Witches', 'Ghosts', 'Crypt', 'Werewolf', 'Skeletons', 'Halloween'], adjectives: ['Spooky', 'Dark', 'Creepy', 'Blood', 'Wicked'], patterns: ['Night of the {n}', '{n} Manor', 'Curse of the {n}', '{n} Hunt'] },
  { key: 'fire', keywords: ['inferno', 'blaze', 'phoenix', 'volcano', 'fire', 'flame', 'lava', 'burn', 'ember'], nouns: ['Inferno', 'Blaze', 'Phoenix', 'Volcano', 'Fire', 'Flames', 'Lava', 'Embers'], adjectives: ['Blazing', 'Scorching', 'Fiery', 'Burning', 'Hot'], patterns: ['{n} Reborn', '{n} Strike', '{n} Storm', 'Ring of {n}'] },
  { key: 'ice', keywords: ['frost', 'glacier', 'yeti', 'polar', 'snow', 'ice', 'frozen', 'winter', 'arctic'], nouns: ['Frost', 'Glacier', 'Yeti', 'Polar Bears', 'Snow Queen', 'Ice', 'Arctic', 'Winter'], adjectives: ['Frozen', 'Icy', 'Crystal', 'Frosty', 'Silver'], patterns: ['{n} Kingdom', '{n} Wonders', '{n} Fortress', '{n} Tales'] },
  { key: 'xmas', keywords: ['santa', 'xmas', 'christmas', 'reindeer', 'jingle', 'snowman', 'gift', 'elf', 'elves'], nouns: ['Santa', 'Christmas', 'Reindeer', 'Jingle Bells', 'Snowman', 'Gifts', 'Elves', 'Xmas'], adjectives: ['Merry', 'Jolly', 'Festive', 'Snowy', 'Holly'], patterns: ["{n}'s Workshop", '{n} Eve', '{n} Sleigh', '{n} Magic'] },
  { key: 'wolf', keywords: ['wolf', 'wolves', 'moon', 'howl', 'lunar', 'fang'], nouns: ['Wolf', 'Wolves', 'Moon', 'Howling', 'Lunar', 'Fang', 'Wolf Pack'], adjectives: ['Howling', 'Midnight', 'Silver', 'Full', 'Lone'], patterns: ['{n} Rising', '{n} Run', 'Call of the {n}', '{n} Gold'] },
  { key: 'magic', keywords: ['wizard', 'spell', 'potion', 'unicorn', 'fair', 'enchant', 'elven', 'magic', 'mystic', 'merlin', 'sorcer'], nouns: ['Wizard', 'Spells', 'Potions', 'Unicorn', 'Fairy', 'Enchanted Forest', 'Elven', 'Magic', 'Sorceress', 'Merlin'], adjectives: ['Mystic', 'Magic', 'Enchanted', 'Arcane', 'Secret'], patterns: ["{n}'s Tower", 'Book of {n}', '{n} Academy', 'Realm of {n}'] },
  { key: 'gold', keywords: ['gold', 'coin', 'riches', 'fortune', 'cash', 'treasure', 'bonanza', 'vault', 'piggy', 'money', 'million'], nouns: ['Gold', 'Coins', 'Riches', 'Fortune', 'Cash', 'Treasure', 'Bonanza', 'Vault', 'Piggy Bank', 'Money', 'Millions'], adjectives: ['Golden', 'Big', 'Mega', 'Royal', 'Grand', 'Rich'], patterns: ['{n} Express', '{n} Collect', '{n} Hunter', 'More {n}', '{n} Link'] },
  { key: 'disco', keywords: ['disco', 'rock', 'jazz', 'party', 'beats', 'neon', 'dj', 'groove', 'funk', 'club'], nouns: ['Disco', 'Rock', 'Jazz', 'Party', 'Beats', 'Neon Nights', 'Groove', 'Funk', 'Club'], adjectives: ['Neon', 'Electric', 'Funky', 'Retro', 'Wild'], patterns: ['{n} Fever', '{n} Night', "Let's {n}", '{n} Legends'] },
  { key: 'sports', keywords: ['football', 'goal', 'boxing', 'racing', 'derby', 'champion', 'striker', 'golf', 'tennis'], nouns: ['Football', 'Goal', 'Boxing', 'Racing', 'Derby', 'Champions', 'Striker', 'Golf', 'Grand Prix'], adjectives: ['Super', 'Golden', 'Winning', 'Top'], patterns: ['{n} Glory', '{n} Cup', '{n} Star', '{n} Final'] },
  { key: 'farm', keywords: ['farm', 'chicken', 'barn', 'sheep', 'cow', 'hen', 'egg', 'tractor', 'pig'], nouns: ['Farm', 'Chickens', 'Barn', 'Sheep', 'Cows', 'Hens', 'Golden Eggs', 'Tractors', 'Pigs'], adjectives: ['Happy', 'Funny', 'Crazy', 'Lucky', 'Sunny'], patterns: ['{n} Frenzy', '{n} Fest', '{n} Madness', '{n} Friends'] },
  { key: 'tropical', keywords: ['tropic', 'aloha', 'island', 'paradise', 'palm', 'coconut', 'tiki', 'hawaii', 'beach'], nouns: ['Tropics', 'Aloha', 'Island', 'Paradise', 'Palms', 'Coconuts', 'Tiki', 'Beach'], adjectives: ['Tropical', 'Sunny', 'Exotic', 'Hidden'], patterns: ['{n} Cluster', '{n} Getaway', '{n} Sunset', '{n} Spins'] },
  { key: 'thunder', keywords: ['thunder', 'storm', 'lightning', 'bolt', 'tempest'], nouns: ['Thunder', 'Storm', 'Lightning', 'Bolts', 'Tempest', 'Thunderstruck'], adjectives: ['Raging', 'Electric', 'Mighty', 'Wild'], patterns: ['{n} Strike', '{n} Chaser', '{n} Reels', '{n} Link'] },
];

export const GENERIC_ADJECTIVES = [
  'Golden', 'Lucky', 'Wild', 'Mystic', 'Royal', 'Ancient', 'Mega', 'Super', 'Grand', 'Mighty',
  'Blazing', 'Majestic', 'Secret', 'Hidden', 'Legendary', 'Epic', 'Fabulous', 'Dazzling', 'Glorious', 'Lost',
];

export const SLOT_SUFFIXES = [
  'Megaways', 'Deluxe', 'Hold & Win', 'Power Reels', 'Cash Collect', 'Xtreme', '1000', 'Gold Edition',
  'Respins', 'Max', 'Dream Drop', 'Infinity Reels', 'Link & Win', 'Remastered', 'Ultra', '2',
];

/** The theme a slot name is about, or undefined (a generic look). */
export function themeOfName(name: string): SlotTheme | undefined {
  const lower = name.toLowerCase();
  return SLOT_THEMES.find((theme) => theme.keywords.some((keyword) => lower.includes(keyword)));
}
