# The source of forces.json, gumbinnen-1914.json and tannenberg-1914.json (our data; run from this folder
# after map.json: python3 forces-and-scenarios.source.py). Names and setup hexes follow rule 17.1;
# counter values and the reinforcement track are ours.
import json, re
CORPS = {'I','II','III','IV','VI','XIII','XV','XVII','XX','IR','XI','RG','XXIII','XXVII'}
def slug(side, name):
    s = name.lower().replace('ł','l').replace('ö','o').replace('.','')
    s = re.sub(r'[^a-z0-9]+','-', s).strip('-')
    return f"{side}-{s}"

T = {  # (type, steps) -> faces
 'de-inf': ({'str':6,'ma':4,'eff':4},{'str':3,'ma':4,'eff':3}),
 'de-res': ({'str':5,'ma':4,'eff':4},{'str':3,'ma':4,'eff':3}),
 'de-lw':  ({'str':4,'ma':3,'eff':3},{'str':2,'ma':3,'eff':2}),
 'de-ers': ({'str':3,'ma':3,'eff':3},None),
 'de-kbg': ({'str':3,'ma':3,'eff':2},None),
 'de-boy': ({'str':2,'ma':3,'eff':3},None),
 'de-cav': ({'str':3,'ma':7,'eff':5},{'str':2,'ma':7,'eff':4}),
 'de-art': ({'af':4,'df':3,'ma':3,'eff':4},{'af':2,'df':2,'ma':3,'eff':3}),
 'de-fart':({'af':2,'df':3,'ma':2,'eff':3},None),
 'ru-inf': ({'str':5,'ma':4,'eff':3},{'str':3,'ma':4,'eff':2}),
 'ru-gd':  ({'str':6,'ma':4,'eff':4},{'str':3,'ma':4,'eff':3}),
 'ru-rif': ({'str':4,'ma':4,'eff':4},{'str':2,'ma':4,'eff':3}),
 'ru-res': ({'str':4,'ma':4,'eff':2},{'str':2,'ma':4,'eff':2}),
 'ru-cav': ({'str':3,'ma':7,'eff':4},{'str':2,'ma':7,'eff':3}),
 'ru-gcav':({'str':3,'ma':7,'eff':5},{'str':2,'ma':7,'eff':4}),
 'ru-art': ({'af':3,'df':3,'ma':3,'eff':3},{'af':2,'df':1,'ma':3,'eff':2}),
 'ru-hart':({'af':4,'df':3,'ma':2,'eff':3},{'af':2,'df':2,'ma':2,'eff':2}),
}
units = {}
def unit(side, name, kind, typ, size='X', corps=None, division=None):
    uid = slug(side, name)
    f, b = T[f'{side}-{kind}']
    u = {'id':uid,'name':name,'side':side,'type':typ,'size':size}
    if corps: u['corps']=corps
    if division: u['division']=division
    u['front']=f
    if b: u['back']=b
    assert uid not in units, uid
    units[uid]=u
    return uid

def parse(side, name, kind=None):
    """designation -> unit: brigade/division/corps, 'kaw.', 'art.' suffixes (rule 17.1 abbreviations)"""
    n = name.replace(' kaw.','').replace(' art.','')
    typ = 'cav' if 'kaw.' in name else 'art' if 'art.' in name else 'inf'
    parts = n.split('/')
    corps = parts[-1] if len(parts) >= 2 and parts[-1] in CORPS else None
    if n == '23/XXIII/II': corps = 'II'
    division = None
    if typ != 'art':
        if len(parts) == 3: division = parts[1]
        elif len(parts) == 2 and corps is None and not parts[1].endswith('L') and parts[1] not in ('Boyen','SBK','HRK'): division = parts[1]
    if division:
        # division ids are unique in the pack: side, number, and corps or arm (German 1st Cavalry ≠ 1st Division of I Corps)
        division = f"{side}:{division}/{corps}" if corps else f"{side}:{division}{' kaw.' if typ == 'cav' else ''}"
    if typ == 'cav': size = 'X'
    elif typ == 'art': size = 'II'
    else: size = 'X'
    if kind is None:
        if typ == 'cav': kind = 'gcav' if side=='ru' and ' G' in name else 'cav'
        elif typ == 'art': kind = 'art'
        else: kind = 'inf'
    return unit(side, name, kind, typ, size, corps, division)

hqs = {}
ARMY = {'XX':'ru-1','III':'ru-1','IV':'ru-1','II':'ru-1','XIII':'ru-2','VI':'ru-2','XV':'ru-2','I':'ru-2','XXIII':'ru-2','XXVII':'ru-2'}
ARMY_HQ = {'rennenkampf':'ru-1','samsonow':'ru-2'}
def hq(side, key, name, kind, rng, bullets, corps=None, activity=None, special=None):
    h = {'id':f'{side}-{key}','name':name,'side':side,'kind':kind}
    if corps: h['corps']=corps
    h['army'] = 'de-8' if side == 'de' else (ARMY.get(corps) if corps else ARMY_HQ[key])
    h['range']=rng
    if activity: h['activity']=activity
    h['bullets']=bullets
    if special: h['special']=special
    hqs[h['id']]=h
    return h['id']

# ---------- German setup (rule 17.1, AMB-47: "2/2 kaw." is 2/1 kaw.) ----------
G = []
def g(name, hexlabel, kind=None, pid=None):
    G.append((pid or parse('de', name, kind), hexlabel))
g('1/1 kaw.','A43B41'); g('2/1 kaw.','A43B41'); g('3/1 kaw.','A43B41')
g('20L/35R','A11B31','lw'); g('69E','A16B29','ers'); g('70L','A20B27','lw'); g('5L/35R','A2B32','lw')
G.append((hq('de','scholtz','v. Scholtz','corps',[4,4],1,'XX','N'),'A29B29'))
for n,h in [('72/41/XX','A30B28'),('74/41/XX','A30B28'),('73/37/XX','A28B28'),('75/37/XX','A28B28'),('5/XX art.','A29B29')]: g(n,h)
for n in ['1/6L','2/6L','3/6L']: g(n,'A36B31','lw')
g('5/3R','A37B32','res'); g('6/3R','A37B32','res')
G.append((unit('de','Boyen art.','fart','art','II'),'A37B32'))
g('1/Boyen','A37B32','boy'); g('2/Boyen','A37B31','boy')
G.append((hq('de','mackensen','v. Mackensen','corps',[4,4],1,'XVII','A'),'A9B35'))
for n,h in [('17/XVII art.','A9B35'),('69/36/XVII','A8B35'),('71/36/XVII','A8B35'),('70/35/XVII','A10B35'),('87/35/XVII','A10B35')]: g(n,h)
G.append((hq('de','pappritz','v. Pappritz','corps',[3,3],1,'KB','B','koenigsberg'),'A23B50'))
for n in ['1/SBK','2/SBK','3/SBK']: g(n,'A24B49','kbg')
g('E/HRK','A37B42','ers'); g('9L/HRK','A37B42','lw'); g('2L','A39B47','lw')
G.append((hq('de','francois','v. François','corps',[4,4],2,'I','A'),'A38B41'))
for n,h in [('1/I art.','A38B41'),('1/1/I','A41B39'),('2/1/I','A41B39'),('3/2/I','A39B40'),('4/2/I','A39B40')]: g(n,h)
G.append((hq('de','below','v. Below','corps',[4,4],1,'IR','N'),'A37B37'))
for n,h in [('1/1R/IR','A37B36'),('72/1R/IR','A37B36'),('69/36R/IR','A38B36'),('70/36R/IR','A38B36')]: g(n,h,'res')
g('4R/IR art.','A37B37')
G.append((hq('de','prittwitz','v. Prittwitz','army',[8,8],0),'A7B46'))
assert len(G)==47, len(G)

# ---------- Russian setup ----------
R = []
def r(name, hexlabel, kind=None):
    R.append((parse('ru', name, kind), hexlabel))
R.append((unit('ru','1 SBK kaw.','cav','cav','X'),'A59B37'))
for n in ['1/1 art.','2/1 art.','3/1 art.']: R.append((unit('ru',n,'hart','art','II'),'A61B36'))
R.append((hq('ru','rennenkampf','v. Rennenkampf','army',[5,2],0),'A60B36'))
r('1/29/XX','A59B35'); r('2/29/XX','A59B35'); r('1/28/XX','A57B34'); r('2/28/XX','A57B34')
R.append((hq('ru','smirnow','Smirnow','corps',[3,3],1,'XX','N'),'A59B34')); r('20/XX art.','A59B34')
R.append((hq('ru','jepanczin','Jepanczin','corps',[3,3],1,'III','N'),'A55B29')); r('3/III art.','A55B29')
for n,h in [('1/25/III','A55B30'),('2/25/III','A55B30'),('1/27/III','A54B29'),('2/27/III','A54B29')]: r(n,h)
R.append((hq('ru','alijew','Alijew','corps',[3,3],1,'IV','B'),'A55B28')); r('4/IV art.','A55B28')
for n,h in [('1/30/IV','A55B27'),('2/30/IV','A55B27'),('1/40/IV','A53B29'),('2/40/IV','A53B29')]: r(n,h)
for n,h in [('1/2 kaw.','A49B41'),('2/2 kaw.','A49B41'),('1/3 kaw.','A49B36'),('2/3 kaw.','A49B36'),('1/1 G kaw.','A53B34'),('2/1 G kaw.','A53B34'),('1/2 G kaw.','A53B34'),('2/2 G kaw.','A53B34'),('1/1 kaw.','A50B27'),('2/1 kaw.','A50B27')]: r(n,h)
R.append((unit('ru','5 Strz','rif','inf','X'),'A50B27'))
R.append((hq('ru','scheideman','Scheideman','corps',[3,3],1,'II','N'),'A51B22')); r('2/II art.','A51B22')
for n in ['1/26/II','2/26/II','1/43/II','2/43/II','23/XXIII/II art.']: r(n,'A51B22')
r('1/3 G','A57B12','gd'); r('2/3 G','A57B12','gd')
R.append((hq('ru','klujew','Klujew','corps',[3,3],1,'XIII','B'),'A48B12')); r('13/XIII art.','A48B12')
for n in ['1/1/XIII','2/1/XIII','1/36/XIII','2/36/XIII']: r(n,'A48B12')
R.append((hq('ru','blagowieszczanski','Błagowieszczański','corps',[3,3],1,'VI','B'),'A41B16')); r('6/VI art.','A41B16')
for n in ['1/4/VI','2/4/VI','1/16/VI','2/16/VI']: r(n,'A41B16')
r('1/4 kaw.','A42B18'); r('2/4 kaw.','A42B18')
R.append((hq('ru','martos','Martos','corps',[3,3],2,'XV','A'),'A34B15')); r('15/XV art.','A34B15')
for n in ['1/6/XV','2/6/XV','1/8/XV','2/8/XV']: r(n,'A34B15')
for n,h in [('1/6 kaw.','A28B20'),('2/6 kaw.','A28B20'),('1/15 kaw.','A24B20'),('2/15 kaw.','A24B20')]: r(n,h)
assert len(R)==67, len(R)

# ---------- pieces the track and the special reinforcements bring (ours, after the historical order of battle) ----------
samsonow = hq('ru','samsonow','Samsonow','army',[5,2],0)
artamonow = hq('ru','artamonow','Artamonow','corps',[3,3],1,'I','B')
sireliusz = hq('ru','sireliusz','Sireliusz','corps',[3,3],1,'I','N')
ru_i = [parse('ru',n) for n in ['1/22/I','2/22/I','1/24/I','2/24/I','1/I art.']]
kondr = hq('ru','kondratowicz','Kondratowicz','corps',[3,3],1,'XXIII','B')
ru_xxiii = [parse('ru',n) for n in ['1/2/XXIII','2/2/XXIII']]
hindenburg = hq('de','hindenburg','v. Hindenburg','army',[10,10],0)
goltz = [unit('de','33L/Goltz','lw','inf','X',None,'de:Goltz'), unit('de','34L/Goltz','lw','inf','X',None,'de:Goltz')]
frommel = hq('de','frommel','Frommel','corps',[4,4],1,'IIIK','A','all-cavalry')
west = [frommel] + [parse('de',n) for n in ['23/8 kaw.','38/8 kaw.','40/8 kaw.']]
west += [hq('de','pluskow','v. Pluskow','corps',[4,4],1,'XI','N')] + [parse('de',n) for n in ['18/XI art.','76/38/XI','83/38/XI','43/22/XI','44/22/XI']]
west += [hq('de','gallwitz','v. Gallwitz','corps',[4,4],2,'RG','A')] + [parse('de',n,k) for n,k in [('1G/RG art.',None),('15R/1G/RG','res'),('1RG/1G/RG','res'),('5/3G/RG',None),('6/3G/RG',None)]]
narew = [parse('ru','1/79R','res'), parse('ru','2/79R','res'), hq('ru','olchowski','Olchowski','corps',[3,3],1,'XXVII','N')]
narew += [parse('ru',n,'res') for n in ['1/59R/XXVII','2/59R/XXVII','1/77R/XXVII','2/77R/XXVII']]
trains = [{'id':f'ru-train-{k}','name':f'Tabory {k}','side':'ru','ma':4} for k in ['1a','1b','2a','2b']]

forces = {'id':'ours','ours':True,
  'note':{'pl':'Nasze wartości żetonów (drukowane żetony nie są znane); nazwy i rozstawienie jak w regule 17.1, posiłki według historycznego ordre de bataille.',
          'en':'Our counter values (the printed counters are not known); names and setup as in rule 17.1, reinforcements after the historical order of battle.'},
  'units':list(units.values()),'hqs':list(hqs.values()),'trains':trains,'markers':{'masking':12,'entrenchments':16}}

VP = {'russian':{'hindenburg':5,'westFront':20,'fort':5,'unit':5,'corpsHq':7,'armyHq':10,'unsuppliedAtEnd':4},
      'german':{'narew':12,'unit':6,'corpsHq':8,'armyHq':10,'fort':4,'noRussianInGermany':20}}
towns19 = [('A42B39',1),('A37B32',3),('A37B42',2),('A40B37',1),('A23B34',3),('A18B36',1),('A11B47',5),('A7B46',3)]
full = {'id':'tannenberg-1914','title':{'pl':'Tannenberg 1914','en':'Tannenberg 1914'},
  'description':{'pl':'Cała kampania w Prusach Wschodnich, 30 etapów od 17 sierpnia 1914: ofensywa dwóch armii rosyjskich, bitwy pod Tannenbergiem i nad Jeziorami Mazurskimi. Rozstawienie według reguły 17.1; tor posiłków nasz.',
                 'en':'The whole East Prussian campaign, 30 turns from 17 August 1914: the offensive of two Russian armies, the battles of Tannenberg and the Masurian Lakes. Setup as in rule 17.1; the reinforcement track is ours.'},
  'turns':30,'firstDay':'1914-08-17',
  'setup':[{'piece':p,'hex':h} for p,h in G+R],
  'reinforcements':[
     {'turn':1,'hex':'A63B36','pieces':['ru-train-1a'],'rail':False},
     {'turn':2,'hex':'A63B37','pieces':['ru-train-1b'],'rail':False},
     {'turn':2,'hex':'A34B15','pieces':[samsonow,'ru-train-2a'],'rail':False},
     {'turn':3,'hex':'A24B20','pieces':['ru-train-2b'],'rail':False},
     {'turn':4,'hex':'A24B20','pieces':[artamonow]+ru_i,'rail':False},
     {'turn':6,'hex':'A28B18','pieces':[kondr]+ru_xxiii,'rail':False},
     {'turn':9,'hex':'A1B37','pieces':goltz,'rail':True}],
  'special':{'hindenburg':{'lead':25,'from':'de-prittwitz','to':hindenburg},
             'westFront':{'lead':31,'delay':9,'pieces':west},
             'narew':{'afterTurn':14,'distance':6,'region':'narew','pieces':narew},
             'guards':{'pieces':['ru-1-3-g','ru-2-3-g']},
             'corpsCommander':{'corps':'I','steps':3,'from':artamonow,'to':sireliusz}},
  'autoVictory':True,
  'vp':{'towns':[{'hex':h,'vp':v} for h,v in towns19],
        'invasion':[{'turn':2,'units':10,'vp':20},{'turn':3,'units':10,'vp':15},{'turn':4,'units':10,'vp':10},{'turn':5,'units':10,'vp':5}],**VP}}

m = json.load(open('map.json'))
# 17.2.4: an arrival on a rail hex comes loaded, except at A24B20
rail_hexes = {h for r in m['railways'] for h in r['hexes']}
for sc in (full,):
    for r in sc['reinforcements']: r['rail'] = r['hex'] in rail_hexes and r['hex'] != 'A24B20'
area = set(m['regions']['gumbinnen'])
def y(h):
    a,b = map(int, re.match(r'A(\d+)B(\d+)',h).groups()); return b+a/2
setup_g = [(p,h) for p,h in G+R if h in area]
ost = next(r for r in m['railways'] if 'A37B42' in r['hexes'] and 'A23B50' in r['hexes'])['hexes']
west_entry = next(h for h in ost if h in area)
xvii = ['de-mackensen','de-17-xvii-art','de-69-36-xvii','de-71-36-xvii','de-70-35-xvii','de-87-35-xvii']
gum = {'id':'gumbinnen-1914','title':{'pl':'Gąbin 1914','en':'Gumbinnen 1914'},
  'description':{'pl':'Nasz krótki scenariusz: 1. Armia Rennenkampfa przekracza granicę, a I Korpus von François uderza bez rozkazu. Pięć etapów od 17 sierpnia 1914, tylko północno-wschodnia część mapy; XVII Korpus Mackensena nadjeżdża koleją w 2. etapie. Rosjanie zdobywają punkty za miasta, obaj za zniszczone oddziały; po 5. etapie wynik dodatni wygrywa Rosjanin, ujemny Niemiec.',
                 'en':'Our short scenario: Rennenkampf\'s 1st Army crosses the border while von François\'s I Corps strikes without orders. Five turns from 17 August 1914 on the north-eastern part of the map only; Mackensen\'s XVII Corps arrives by rail on turn 2. The Russian scores for towns, both for eliminated units; after turn 5 a positive track is a Russian win, a negative one a German win.'},
  'turns':5,'firstDay':'1914-08-17','area':'gumbinnen',
  'setup':[{'piece':p,'hex':h} for p,h in setup_g],
  'reinforcements':[{'turn':1,'hex':'A63B36','pieces':['ru-train-1a'],'rail':False},{'turn':2,'hex':west_entry,'pieces':xvii,'rail':True}],
  'special':{},
  # the German lines of supply run west out of the area: the Ostbahn and the Königsberg road where they leave it
  'bases':[{'hex':west_entry,'side':'de'},{'hex':next(h for h in next(r for r in m['roads'] if 'A37B42' in r and 'A23B50' in r) if h in area),'side':'de'}],
  'autoVictory':False,
  'vp':{'towns':[{'hex':'A42B39','vp':2},{'hex':'A37B42','vp':3},{'hex':'A40B37','vp':1},{'hex':'A46B38','vp':1},{'hex':'A43B34','vp':1},{'hex':'A46B39','vp':1}],
        'invasion':[],
        'russian':{**VP['russian'],'hindenburg':0,'westFront':0},
        'german':{**VP['german'],'narew':0,'noRussianInGermany':0}}}
gum['bases'] = [b for i, b in enumerate(gum['bases']) if b['hex'] not in [x['hex'] for x in gum['bases'][:i]]]
json.dump(forces,open('forces.json','w'),indent=1,ensure_ascii=False)
json.dump(gum,open('gumbinnen-1914.json','w'),indent=1,ensure_ascii=False)
json.dump(full,open('tannenberg-1914.json','w'),indent=1,ensure_ascii=False)
print(len(units), len(hqs), 'gumbinnen setup', len(setup_g), 'west entry', west_entry)
terr = {h['id']:h for h in m['hexes']}
for p,h in G+R:
    t = terr.get(h)
    side = p[:2]
    if not t or t['t'] in ('lake','sea') or t['c']!=side: print('check', p, h, t)
